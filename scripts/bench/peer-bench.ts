// `npm run bench -- --peer DIR`: Lighthouse on this site and on a peer (another built static
// site), page beside page, round by round, so the machine's drift falls on every site alike.
// Three sites a round (scripts/bench/bench-servers.ts): ours from `npm start`'s server
// ("start"), the peer with no header ("peer") and the peer with this site's security headers
// ("peer+headers"), their order turning each round. Each round runs at the CPU slowdown that
// makes this machine a budget phone (issue 52): Lighthouse's mobile figures are calibrated for
// a phone whose benchmark index, slowed, is about 500, and this machine's index moves between
// 1,450 and 3,900, so a fixed 4× stood for different phones on different hours; the index is
// read before each round and the round runs at index ÷ 500 (lighthouse-run.ts,
// openRoundCpuReader), or at `--slowdown`'s.
// Prints the three sites' medians with the benchmark index and slowdown their runs stood for,
// and ours / (peer+headers), the fair comparison: a header judged on what it costs on both
// sites. Writes every run to bench-results/lighthouse-peer.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

import { startBenchServers, type BenchServer } from "./bench-servers.ts";
import {
  cpuCells,
  createMeasurer,
  describeRoundCpu,
  inRounds,
  launchChromium,
  openRoundCpuReader,
  type RoundCpu,
  type Summary,
} from "./lighthouse-run.ts";
import {
  comparePair,
  indexRange,
  PEER_BENCH_SITES,
  RATIO_KEYS,
  siteOrderOfRound,
  type PagePair,
  type PairResult,
  type PeerBenchSite,
} from "./peer-pairs.ts";

const RESULTS_FILE = "bench-results/lighthouse-peer.json";

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

type PairRuns = Record<PeerBenchSite, Summary[]>;

function printMedians(results: PairResult[], runs: PairRuns[]) {
  console.table(
    results.flatMap((result, index) =>
      PEER_BENCH_SITES.map((site) => {
        const r = result.medians[site];
        return {
          site,
          page: r.route,
          perf: r.performance,
          "FCP s": round(r.fcpMs / 1000, 2),
          "LCP s": round(r.lcpMs / 1000, 2),
          "TBT ms": round(r.tbtMs),
          CLS: round(r.cls, 3),
          "JS KB": round(r.jsKB, 1),
          "total KB": round(r.totalKB, 1),
          ...cpuCells(runs[index]?.[site] ?? []),
        };
      }),
    ),
  );
}

function printRatios(results: PairResult[]) {
  const label = { jsKB: "JS", tbtMs: "TBT", lcpMs: "LCP", fcpMs: "FCP", totalKB: "total KB" };
  console.log(
    "Ours (start) / peer+headers (under 1: lighter or faster; — where the peer's figure is 0):",
  );
  console.table(
    results.map(({ medians, ratios, tbtDifferenceMs }) => ({
      pair: `${medians.start.route} | ${medians.peer.route}`,
      "perf start | peer | +headers": PEER_BENCH_SITES.map(
        (site) => medians[site].performance,
      ).join(" | "),
      ...Object.fromEntries(
        RATIO_KEYS.map((key) => {
          const ratio = ratios[key];
          return [label[key], ratio === null ? "—" : round(ratio, 2)];
        }),
      ),
      "TBT − peer+headers ms": round(tbtDifferenceMs),
    })),
  );
}

/** Stops before any run when a page of a pair is not there: its 404 page would be measured. */
async function checkPagesExist(pages: string[]) {
  for (const url of pages) {
    const { status } = await fetch(url, { method: "HEAD" });
    if (status !== 200) throw new Error(`${url} answers ${status}: no such page to measure`);
  }
}

/** A pair's page on a server: ours on `start`, the peer's on the two peer servers. */
function pageUrl(server: BenchServer, pair: PagePair): string {
  const url = server.url(server.name === "start" ? pair.ours : pair.peer);
  if (!url) throw new Error(`the ${server.name} server has no address for ${pair.peer}`);
  return url;
}

type PairUrls = Record<PeerBenchSite, string>;

/**
 * Every pair on the three sites, round by round, each round at the CPU read just before it,
 * the sites' order turning each round.
 */
async function measureRounds(urls: PairUrls[], runs: number, fixedSlowdown: number | undefined) {
  // The reader first: Playwright closes its browser if the process ends on a failed launch after.
  const cpuReader = await openRoundCpuReader(fixedSlowdown);
  const chrome = await launchChromium();
  // Performance only: the peer's accessibility or SEO is not what this bench compares.
  const measure = createMeasurer(chrome.port, ["performance"]);
  const samples: PairRuns[] = urls.map(() => ({ start: [], peer: [], "peer+headers": [] }));
  const rounds: (RoundCpu & { round: number })[] = [];
  try {
    await inRounds(
      runs,
      cpuReader,
      async (cpu, round) => {
        for (const [index, pairUrls] of urls.entries()) {
          const sample = samples[index] as PairRuns;
          for (const site of siteOrderOfRound(PEER_BENCH_SITES, round)) {
            sample[site].push(await measure(pairUrls[site], cpu));
          }
        }
      },
      rounds,
    );
  } finally {
    await cpuReader.close();
    await chrome.kill();
  }
  return { samples, rounds };
}

export async function benchBesidePeer({
  dir,
  pairs,
  runs,
  fixedSlowdown,
}: {
  dir: string;
  pairs: PagePair[];
  runs: number;
  /** `--slowdown`: one CPU slowdown for every round instead of the one read before each. */
  fixedSlowdown: number | undefined;
}) {
  const servers = await startBenchServers([...PEER_BENCH_SITES], dir);
  const { samples, rounds } = await (async () => {
    try {
      const urls = pairs.map(
        (pair) =>
          Object.fromEntries(
            servers.map((server) => [server.name, pageUrl(server, pair)]),
          ) as PairUrls,
      );
      await checkPagesExist(urls.flatMap((pairUrls) => Object.values(pairUrls)));
      return await measureRounds(urls, runs, fixedSlowdown);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  })();

  const results = pairs.map((pair, index) => comparePair(pair, samples[index] as PairRuns));
  const everyRun = samples.flatMap((sample) => PEER_BENCH_SITES.flatMap((site) => sample[site]));

  printMedians(results, samples);
  printRatios(results);
  console.log(
    `Median of ${runs} run(s) per page and site; start: ours from npm start's server, peer: ` +
      `${dir} with no header, peer+headers: the same with this site's security headers; ` +
      `${describeRoundCpu(rounds)}. JSON in ${RESULTS_FILE}`,
  );
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs,
        peer: resolve(dir),
        slowdown: fixedSlowdown ?? "benchmark index ÷ 500, read before each round",
        rounds,
        // Lighthouse's own readings, taken during the runs.
        benchmarkIndex: indexRange(everyRun),
        results: pairs.map((pair, index) => ({ pair, ...results[index] })),
        // Every run, for reading a median's spread: a site's runs are in round order.
        samples: pairs.map((pair, index) => ({ pair, ...samples[index] })),
      },
      null,
      2,
    ),
  );
}
