// One Lighthouse run (mobile preset, simulated throttling) of one address, reduced to the
// figures the bench reports, and the CPU each round of runs stands for: shared by the route
// bench and the peer bench (scripts/bench/).
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

import { benchmarkIndexOf, slowdownFor } from "./cpu-slowdown.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/browser-flags.ts";

export type Summary = {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKB: number;
  totalKB: number;
  /** Lighthouse's own reading of the machine's CPU speed, taken during the run. */
  benchmarkIndex: number;
  /** The machine's benchmark index read just before the run (or its round): what set `slowdown`. */
  roundIndex: number;
  /** The CPU slowdown Lighthouse's simulation applied, as its result reports it. */
  slowdown: number;
};
type NetworkRequest = { resourceType?: string; transferSize?: number };

/** The CPU a round of runs stands for: the index read before it and the slowdown it runs at. */
export type RoundCpu = { index: number; slowdown: number };

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/** Each figure's median over a route's runs. */
export function medianSummary(runs: Summary[]): Summary {
  const keys = Object.keys(runs[0] as Summary) as (keyof Summary)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Summary;
}

export type Range = { min: number; max: number };

export const rangeOf = (values: number[]): Range => ({
  min: Math.min(...values),
  max: Math.max(...values),
});

/** A range as a table cell: "1450–3900", or one figure where the two ends agree. */
export function rangeCell({ min, max }: Range, digits = 0): string {
  const [low, high] = [min.toFixed(digits), max.toFixed(digits)];
  return low === high ? low : `${low}–${high}`;
}

/**
 * The CPU a row's runs stood for, as table cells: the benchmark index read before their rounds
 * and the slowdowns Lighthouse applied, lowest to highest. A median alone would hide that a
 * row's runs stood for different phones.
 */
export function cpuCells(runs: Summary[]): { "CPU index": string; slowdown: string } {
  return {
    "CPU index": rangeCell(rangeOf(runs.map((run) => run.roundIndex))),
    slowdown: rangeCell(rangeOf(runs.map((run) => run.slowdown)), 1),
  };
}

/**
 * The CPU a bench's rounds stood for, for the line under its tables: the index read before
 * each, the slowdowns, and the index once slowed, which says what phone the figures are for.
 */
export function describeRoundCpu(rounds: RoundCpu[], readBefore = "each round"): string {
  const cell = (pick: (cpu: RoundCpu) => number, digits = 0) =>
    rangeCell(rangeOf(rounds.map(pick)), digits);
  return (
    `benchmark index before ${readBefore} ${cell((cpu) => cpu.index)}, CPU slowdown ` +
    `${cell((cpu) => cpu.slowdown, 1)}: index ÷ slowdown ${cell((cpu) => cpu.index / cpu.slowdown)}` +
    ` (a budget phone's: about 500)`
  );
}

/**
 * `--slowdown N`: a CPU slowdown fixed for every round (4 is Lighthouse's default), or undefined
 * for the slowdown read from the machine before each round.
 */
export function parseFixedSlowdown(option: string | undefined): number | undefined {
  if (option === undefined) return undefined;
  const slowdown = Number(option);
  // Below 1 the simulation would run the page faster than this machine does.
  if (!Number.isFinite(slowdown) || slowdown < 1) {
    throw new Error(`--slowdown: "${option}" is not a number of at least 1`);
  }
  return slowdown;
}

/**
 * The slowdown Lighthouse's result says it simulated, which must be the one asked for: a flag
 * Lighthouse quietly dropped would leave its default 4× standing for every machine.
 */
export function appliedSlowdown(lhr: Pick<Result, "configSettings">, asked: number): number {
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (applied !== asked) {
    throw new Error(
      `Lighthouse simulated a CPU slowdown of ${applied}, not the ${asked} asked for`,
    );
  }
  return applied;
}

/** One Lighthouse run reduced to the figures the targets name, with the CPU it stood for. */
function summarize(lhr: Result, cpu: RoundCpu): Summary {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits["network-requests"]?.details as
    { items?: NetworkRequest[] } | undefined;
  const requests = details?.items ?? [];
  const bytesOf = (type = "") =>
    requests
      .filter((r) => !type || r.resourceType === type)
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsKB: bytesOf("Script") / 1024,
    totalKB: bytesOf() / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    roundIndex: cpu.index,
    slowdown: appliedSlowdown(lhr, cpu.slowdown),
  };
}

export type Category = "performance" | "accessibility" | "best-practices" | "seo";

/** Headless Chromium for Lighthouse to drive; kill it when done. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
}

/**
 * Reads the CPU each round stands for (issue 52). Lighthouse's mobile figures are calibrated
 * for a phone whose benchmark index, slowed, reads about 500; this machine's index moves between
 * 1,450 and 3,900 from hour to hour, so a fixed 4× would stand for a different phone each time.
 * Before each round the index is read in a Chromium of its own, kept for the whole bench, and
 * the round runs at slowdownFor(index), or at `fixedSlowdown` when one is given. Close it when
 * done.
 */
export async function openRoundCpuReader(fixedSlowdown: number | undefined) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  return {
    async beforeRound(): Promise<RoundCpu> {
      const index = await benchmarkIndexOf(browser);
      return { index, slowdown: fixedSlowdown ?? slowdownFor(index) };
    },
    close: () => browser.close(),
  };
}

/**
 * Runs `measureRound` round by round, the CPU read before each (openRoundCpuReader), and says
 * each round's CPU as it ends: the machine's speed drifts over the minutes a bench takes
 * (docs/performance.md, "Noise on this machine"), so every page is measured once a round and
 * the drift falls on all alike. Returns the rounds' CPU.
 */
export async function inRounds(
  runs: number,
  cpuReader: { beforeRound(): Promise<RoundCpu> },
  measureRound: (cpu: RoundCpu, round: number) => Promise<void>,
  rounds: (RoundCpu & { round: number })[] = [],
) {
  for (let round = 1; round <= runs; round++) {
    const cpu = await cpuReader.beforeRound();
    rounds.push({ round, ...cpu });
    await measureRound(cpu, round);
    process.stderr.write(
      `  round ${round} of ${runs} measured (benchmark index ${cpu.index}, ` +
        `CPU slowdown ${cpu.slowdown})\n`,
    );
  }
  return rounds;
}

/**
 * A function that runs Lighthouse once on a URL in the Chromium on `port`, at the round's CPU
 * slowdown. A run Lighthouse itself could not finish (a trace it lost, seen on a busy machine)
 * is not a measurement of the page: it is run again, up to twice per URL over the whole bench.
 */
export function createMeasurer(port: number, categories: Category[]) {
  const failedRuns = new Map<string, number>();
  return async function measure(url: string, cpu: RoundCpu): Promise<Summary> {
    for (;;) {
      const runner = await lighthouse(url, {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
        // Merged into the mobile preset's throttling: its network settings stay.
        throttling: { cpuSlowdownMultiplier: cpu.slowdown },
      });
      if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
      const { runtimeError } = runner.lhr;
      const sample = summarize(runner.lhr, cpu);
      if (!runtimeError && !Number.isNaN(sample.fcpMs)) return sample;
      const failed = (failedRuns.get(url) ?? 0) + 1;
      failedRuns.set(url, failed);
      process.stderr.write(`  ${url}: run failed (${runtimeError?.code ?? "no paint"}), again\n`);
      if (failed > 2) return sample;
    }
  };
}
