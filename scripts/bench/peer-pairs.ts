// Which page of the peer stands beside which page of ours in the peer bench
// (`npm run bench -- --peer DIR`), the order the three sites take in a round, and how a pair's
// runs compare.
import type { BenchServerName } from "./bench-servers.ts";
import { medianSummary, type Summary } from "./lighthouse-run.ts";

export type PagePair = { ours: string; peer: string };

/**
 * AstroWind's pages beside ours (docs/performance.md, "Beside an Astro template"): the home
 * page, an article, contact, and the article list.
 */
export const ASTROWIND_PAIRS: readonly PagePair[] = [
  { ours: "/", peer: "/" },
  { ours: "/blogs/restaurant", peer: "/get-started-website-with-astro-tailwind-css" },
  { ours: "/contact", peer: "/contact" },
  { ours: "/allblogs", peer: "/blog" },
];

/**
 * `--peer-routes`: comma-separated `ours=peer` pairs; a path alone is the same path on both
 * sites (a previous build of this site as the peer: `/,/contact,/mr/`).
 */
export function parsePeerRoutes(spec: string): PagePair[] {
  const entries = spec
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) throw new Error("--peer-routes names no page");
  return entries.map((entry) => {
    const [ours = "", peer = ours, extra] = entry.split("=").map((path) => path.trim());
    if (extra !== undefined || !ours.startsWith("/") || !peer.startsWith("/")) {
      throw new Error(`--peer-routes: "${entry}" is not a path or an ours=peer pair of paths`);
    }
    return { ours, peer };
  });
}

/**
 * The three sites measured in each round (scripts/bench/bench-servers.ts): ours from
 * `npm start`'s server with every security header, the peer with no header, and the peer with
 * this site's security headers. Ours is compared with the last: a header is then judged on what
 * it costs on both sites, not counted against ours alone.
 */
export const PEER_BENCH_SITES = [
  "start",
  "peer",
  "peer+headers",
] as const satisfies readonly BenchServerName[];
export type PeerBenchSite = (typeof PEER_BENCH_SITES)[number];

/**
 * The order of the sites in round `round` (from 1): the list turned by one place each round,
 * so each site goes first, second and third equally often over every three rounds and none
 * always meets another's wake (a warm disk cache, a garbage collection still running).
 */
export function siteOrderOfRound<Site>(sites: readonly Site[], round: number): Site[] {
  const shift = (((round - 1) % sites.length) + sites.length) % sites.length;
  return [...sites.slice(shift), ...sites.slice(0, shift)];
}

/** The figures whose ratio ours / (peer+headers) the bench prints. */
export const RATIO_KEYS = ["jsKB", "tbtMs", "lcpMs", "fcpMs", "totalKB"] as const;
type RatioKey = (typeof RATIO_KEYS)[number];

/**
 * Ours divided by the peer's: under 1 we are lighter or faster. Null where the peer's figure
 * is 0 (no script, no blocking): a ratio to nothing says nothing, the two figures do.
 */
export function ratioOf(ours: number, peer: number): number | null {
  return peer > 0 ? ours / peer : null;
}

export type SiteMedian = Summary & { route: string };

export type PairResult = {
  medians: Record<PeerBenchSite, SiteMedian>;
  /** Ours (`start`) over the peer with the same headers (`peer+headers`). */
  ratios: Record<RatioKey, number | null>;
  /**
   * Ours' median TBT less the peer+headers one, in ms: where the peer's is 0 and the ratio is
   * none, this still says how much more ours blocks.
   */
  tbtDifferenceMs: number;
};

/** A pair's medians on the three sites, and ours against the peer with the same headers. */
export function comparePair(pair: PagePair, runs: Record<PeerBenchSite, Summary[]>): PairResult {
  const medianOf = (site: PeerBenchSite): SiteMedian => ({
    route: site === "start" ? pair.ours : pair.peer,
    ...medianSummary(runs[site]),
  });
  const medians = {
    start: medianOf("start"),
    peer: medianOf("peer"),
    "peer+headers": medianOf("peer+headers"),
  };
  const [ours, fair] = [medians.start, medians["peer+headers"]];
  const ratios = Object.fromEntries(
    RATIO_KEYS.map((key) => [key, ratioOf(ours[key], fair[key])]),
  ) as Record<RatioKey, number | null>;
  return { medians, ratios, tbtDifferenceMs: ours.tbtMs - fair.tbtMs };
}

/** The lowest and highest CPU benchmark index Lighthouse read over every run of the bench. */
export function indexRange(runs: Summary[]): { min: number; max: number } {
  const indexes = runs.map((run) => run.benchmarkIndex).filter((index) => index > 0);
  return { min: Math.min(...indexes), max: Math.max(...indexes) };
}
