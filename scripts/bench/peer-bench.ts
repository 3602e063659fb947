// `npm run bench -- --peer DIR`: Lighthouse on this site and on a peer (another built static
// site, served by static-peer-server.ts), page beside page, round by round, so the machine's
// drift falls on both alike. Prints both sites' medians, the ratios ours/peer and the CPU
// benchmark index of the run; writes bench-results/lighthouse-peer.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

import { createMeasurer, launchChromium, type Summary } from "./lighthouse-run.ts";
import {
  comparePair,
  indexRange,
  RATIO_KEYS,
  type PagePair,
  type PairResult,
} from "./peer-pairs.ts";
import { createStaticPeerServer } from "./static-peer-server.ts";
import { listenOnLoopback } from "../lib/listen-on-loopback.ts";
import { createSiteServer } from "../../server/serve.ts";

const RESULTS_FILE = "bench-results/lighthouse-peer.json";

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

function printMedians(results: PairResult[]) {
  const row = (site: string, r: PairResult["ours"]) => ({
    site,
    page: r.route,
    perf: r.performance,
    "FCP s": round(r.fcpMs / 1000, 2),
    "LCP s": round(r.lcpMs / 1000, 2),
    "TBT ms": round(r.tbtMs),
    CLS: round(r.cls, 3),
    "JS KB": round(r.jsKB, 1),
    "total KB": round(r.totalKB, 1),
  });
  console.table(results.flatMap((r) => [row("ours", r.ours), row("peer", r.peer)]));
}

function printRatios(results: PairResult[]) {
  const label = { jsKB: "JS", tbtMs: "TBT", lcpMs: "LCP", fcpMs: "FCP", totalKB: "total KB" };
  console.log("Ours / peer (under 1: lighter or faster; — where the peer's figure is 0):");
  console.table(
    results.map((r) => ({
      pair: `${r.ours.route} | ${r.peer.route}`,
      perf: `${r.ours.performance} | ${r.peer.performance}`,
      ...Object.fromEntries(
        RATIO_KEYS.map((key) => {
          const ratio = r.ratios[key];
          return [label[key], ratio === null ? "—" : round(ratio, 2)];
        }),
      ),
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

export async function benchBesidePeer({
  dir,
  pairs,
  runs,
}: {
  dir: string;
  pairs: PagePair[];
  runs: number;
}) {
  const ours = createSiteServer();
  const peer = createStaticPeerServer(dir);
  process.stderr.write(
    `  peer: ${peer.fileCount} files from ${dir}, ${peer.emptied} remote references emptied\n`,
  );
  const oursOrigin = await listenOnLoopback(ours);
  const peerOrigin = await listenOnLoopback(peer.server);
  await checkPagesExist(
    pairs.flatMap((pair) => [oursOrigin + pair.ours, peerOrigin + pair.peer]),
  ).catch((error: unknown) => {
    ours.close();
    peer.server.close();
    throw error;
  });
  const chrome = await launchChromium();
  // Performance only: the peer's accessibility or SEO is not what this bench compares.
  const measure = createMeasurer(chrome.port, ["performance"]);

  const samples = pairs.map(() => ({ ours: [] as Summary[], peer: [] as Summary[] }));
  try {
    for (let round = 1; round <= runs; round++) {
      for (const [index, pair] of pairs.entries()) {
        const sample = samples[index] as (typeof samples)[number];
        const measureOurs = async () => sample.ours.push(await measure(oursOrigin + pair.ours));
        const measurePeer = async () => sample.peer.push(await measure(peerOrigin + pair.peer));
        // Which site goes first turns each round, so neither always meets the other's wake
        // (a warm disk cache, a garbage collection still running).
        for (const run of round % 2 ? [measureOurs, measurePeer] : [measurePeer, measureOurs]) {
          await run();
        }
      }
      process.stderr.write(`  round ${round} of ${runs} measured\n`);
    }
  } finally {
    await chrome.kill();
    ours.close();
    peer.server.close();
  }

  const results = pairs.map((pair, index) => {
    const sample = samples[index] as (typeof samples)[number];
    return comparePair(pair, sample.ours, sample.peer);
  });
  const benchmarkIndex = indexRange(samples.flatMap((s) => [...s.ours, ...s.peer]));

  printMedians(results);
  printRatios(results);
  console.log(
    `Median of ${runs} run(s) per page; CPU benchmark index ${round(benchmarkIndex.min)}–` +
      `${round(benchmarkIndex.max)}; JSON in ${RESULTS_FILE}`,
  );
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs,
        peer: resolve(dir),
        benchmarkIndex,
        results,
        // Every run, for reading a median's spread: a pair's runs are in round order.
        samples: pairs.map((pair, index) => ({ pair, ...samples[index] })),
      },
      null,
      2,
    ),
  );
}
