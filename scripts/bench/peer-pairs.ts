// Which page of the peer stands beside which page of ours in the peer bench
// (`npm run bench -- --peer DIR`), and how a pair's runs compare.
import { medianSummary, type Summary } from "./lighthouse-run.ts";

export type PagePair = { ours: string; peer: string };

/**
 * AstroWind's pages beside ours (docs/performance.md, "Beside an Astro template"): the home
 * page, an article, contact, and the article list.
 */
export const ASTROWIND_PAIRS: readonly PagePair[] = [
  { ours: "/", peer: "/" },
  { ours: "/blogs/edu", peer: "/get-started-website-with-astro-tailwind-css" },
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

/** The figures whose ratio ours/peer the bench prints. */
export const RATIO_KEYS = ["jsKB", "tbtMs", "lcpMs", "fcpMs", "totalKB"] as const;
type RatioKey = (typeof RATIO_KEYS)[number];

/**
 * Ours divided by the peer's: under 1 we are lighter or faster. Null where the peer's figure
 * is 0 (no script, no blocking): a ratio to nothing says nothing, the two figures do.
 */
export function ratioOf(ours: number, peer: number): number | null {
  return peer > 0 ? ours / peer : null;
}

export type PairResult = {
  ours: Summary & { route: string };
  peer: Summary & { route: string };
  ratios: Record<RatioKey, number | null>;
};

/** A pair's medians on both sites and the ratios of those medians. */
export function comparePair(pair: PagePair, ours: Summary[], peer: Summary[]): PairResult {
  const oursMedian = medianSummary(ours);
  const peerMedian = medianSummary(peer);
  const ratios = Object.fromEntries(
    RATIO_KEYS.map((key) => [key, ratioOf(oursMedian[key], peerMedian[key])]),
  ) as Record<RatioKey, number | null>;
  return {
    ours: { route: pair.ours, ...oursMedian },
    peer: { route: pair.peer, ...peerMedian },
    ratios,
  };
}

/** The lowest and highest CPU benchmark index Lighthouse read over every run of the bench. */
export function indexRange(runs: Summary[]): { min: number; max: number } {
  const indexes = runs.map((run) => run.benchmarkIndex).filter((index) => index > 0);
  return { min: Math.min(...indexes), max: Math.max(...indexes) };
}
