// One Lighthouse run (mobile preset, simulated throttling) of one address, reduced to the
// figures the bench reports: shared by the route bench and the peer bench (scripts/bench/).
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

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
  benchmarkIndex: number;
};
type NetworkRequest = { resourceType?: string; transferSize?: number };

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

/** One Lighthouse run reduced to the figures the targets name. */
function summarize(lhr: Result): Summary {
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
    // Lighthouse's own reading of the machine's CPU speed for this run: a low one explains a
    // high TBT (it multiplies the machine's task times by 4).
    benchmarkIndex: lhr.environment.benchmarkIndex,
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
 * A function that runs Lighthouse once on a URL in the Chromium on `port`. A run Lighthouse
 * itself could not finish (a trace it lost, seen on a busy machine) is not a measurement of the
 * page: it is run again, up to twice per URL over the whole bench.
 */
export function createMeasurer(port: number, categories: Category[]) {
  const failedRuns = new Map<string, number>();
  return async function measure(url: string): Promise<Summary> {
    for (;;) {
      const runner = await lighthouse(url, {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
      if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
      const { runtimeError } = runner.lhr;
      const sample = summarize(runner.lhr);
      if (!runtimeError && !Number.isNaN(sample.fcpMs)) return sample;
      const failed = (failedRuns.get(url) ?? 0) + 1;
      failedRuns.set(url, failed);
      process.stderr.write(`  ${url}: run failed (${runtimeError?.code ?? "no paint"}), again\n`);
      if (failed > 2) return sample;
    }
  };
}
