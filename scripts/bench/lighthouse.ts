// `npm run bench`: Lighthouse (mobile preset, simulated throttling) over every route,
// against the production server, at the CPU of a budget phone. Prints a table and writes
// bench-results/lighthouse.json, every run in it.
//
// The CPU slowdown is set round by round (issue 52): Lighthouse's mobile figures are
// calibrated for a phone whose benchmark index, once slowed, reads about 500, and this
// machine's index moves between 1,450 and 3,900 from hour to hour, so Lighthouse's fixed 4×
// stood for a different phone at each hour. Before each round the bench reads the index
// (lighthouse-run.ts, openRoundCpuReader), and again before each page of it, and runs that page
// at index ÷ 500 (to a tenth, at least 1: cpu-slowdown.ts), so index ÷ slowdown is 400–600;
// each row shows the index and the slowdown its runs stood for, lowest–highest.
//   --runs N        runs per route, taken round by round; the median is reported (default 7:
//                   single runs on a shared 2-core machine vary, TBT most). A Marathi or Hindi
//                   route's TBT and LCP are also shown against its English route's in the same
//                   run ("vs en").
//   --routes a,b    only these routes
//   --check         exit 1 when a route misses a target (docs/performance.md), at the slowdown
//                   read round by round (or --slowdown's)
//   --slowdown N    one CPU slowdown for every round instead (4: Lighthouse's default); the
//                   index is still read and shown
//   --peer DIR      instead: this site beside another built static site in DIR, page beside
//                   page, round by round, three sites a round: ours from npm start's server,
//                   DIR with no header and DIR with this site's security headers
//                   (scripts/bench/peer-bench.ts; default 7 runs). DIR is served from memory,
//                   brotli-compressed, its remote images, scripts and stylesheets emptied
//                   (scripts/bench/static-peer-server.ts). How to build the peer (an Astro
//                   template, outside the repo): docs/performance.md, "Beside an Astro template".
//   --peer-routes   the pairs, `ours=peer,…`, a path alone for the same path on both (default:
//                   AstroWind's home, article, contact and list; scripts/bench/peer-pairs.ts)
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

import {
  cpuCells,
  createMeasurer,
  describeRoundCpu,
  launchChromium,
  inRounds,
  medianSummary,
  openRoundCpuReader,
  parseFixedSlowdown,
  type RoundCpu,
  type Summary,
} from "./lighthouse-run.ts";
import { isNoindex, listRoutes } from "./list-routes.ts";
import { benchBesidePeer } from "./peer-bench.ts";
import { ASTROWIND_PAIRS, parsePeerRoutes } from "./peer-pairs.ts";
import { startServer } from "../lib/server-process.ts";
import { englishPathOf, languageOfPath } from "#app/site/site-languages.ts";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string" },
    routes: { type: "string" },
    check: { type: "boolean", default: false },
    peer: { type: "string" },
    "peer-routes": { type: "string" },
    slowdown: { type: "string" },
  },
});

/** Medians of at least 7: fewer let one run on a busy minute move the median. */
const DEFAULT_RUNS = 7;
const runs = Math.max(1, Number(options.runs ?? DEFAULT_RUNS));
const fixedSlowdown = parseFixedSlowdown(options.slowdown);

if (options.peer) {
  if (options.routes || options.check) {
    throw new Error("--peer takes its pages from --peer-routes, and has no targets to --check");
  }
  await benchBesidePeer({
    dir: options.peer,
    pairs: options["peer-routes"] ? parsePeerRoutes(options["peer-routes"]) : [...ASTROWIND_PAIRS],
    runs,
    fixedSlowdown,
  });
  process.exit(0);
}

const TARGETS = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1200,
  fcpMs: 1000,
  tbtMs: 50,
  cls: 0.01,
};

type RouteResult = Summary & { route: string };

/**
 * Issue 44's JavaScript budgets (compressed bytes transferred): a page's behaviours; on
 * /contact, whose quote form is in view, the form's island too (docs/decisions/035).
 */
const JS_BUDGET_KB = { page: 6, contact: 88 };
/** The home page's whole transfer before any interaction. */
const HOME_TOTAL_BUDGET_KB = 600;

/** @returns every target the route missed */
function misses(result: RouteResult): string[] {
  const problems: string[] = [];
  const jsBudget =
    englishPathOf(result.route) === "/contact" ? JS_BUDGET_KB.contact : JS_BUDGET_KB.page;
  if (result.jsKB > jsBudget) problems.push(`JS ${result.jsKB.toFixed(1)} KB > ${jsBudget} KB`);
  if (result.route === "/" && result.totalKB > HOME_TOTAL_BUDGET_KB) {
    problems.push(`total ${result.totalKB.toFixed(1)} KB > ${HOME_TOTAL_BUDGET_KB} KB`);
  }
  for (const key of ["performance", "accessibility", "best-practices", "seo"] as const) {
    // A noindex page fails Lighthouse's "is crawlable" audit on purpose.
    if (key === "seo" && isNoindex(result.route)) continue;
    if (result[key] < TARGETS[key]) problems.push(`${key} ${result[key]} < ${TARGETS[key]}`);
  }
  for (const key of ["lcpMs", "fcpMs", "tbtMs", "cls"] as const) {
    if (result[key] > TARGETS[key]) problems.push(`${key} ${result[key]} > ${TARGETS[key]}`);
  }
  return problems;
}

const routes = options.routes ? options.routes.split(",") : listRoutes();

// As `npm start` serves it, in a process of its own with an empty store: the pages send their
// visit beacon to the app, and a page a static server left without one would log a 404 (a
// best-practices fault no visitor meets).
const site = await startServer();
const origin = site.url;
// The reader first: Playwright closes its browser if the process ends on a failed launch after.
const cpuReader = await openRoundCpuReader(fixedSlowdown);
const chrome = await launchChromium();
const measureUrl = createMeasurer(chrome.port, [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
]);
const measure = (route: string, cpu: RoundCpu) => measureUrl(`${origin}${route}`, cpu);

const samples = new Map<string, Summary[]>(routes.map((route) => [route, []]));
const rounds: (RoundCpu & { round: number })[] = [];
/** The CPU read before each page's run: what each run stood for. */
const readings: RoundCpu[] = [];
try {
  // Each route once a round; a Marathi or Hindi page is measured at the same moments as its
  // English one. A round over every route lasts minutes, longer than the index read before it
  // holds (docs/performance.md, "Every public route at that CPU"), so the index is read again
  // before each page and that page's run is slowed to match.
  await inRounds(
    runs,
    cpuReader,
    async (roundCpu) => {
      for (const [position, route] of routes.entries()) {
        const cpu = position === 0 ? roundCpu : await cpuReader.beforeRound();
        readings.push(cpu);
        samples.get(route)?.push(await measure(route, cpu));
      }
    },
    rounds,
  );
} finally {
  await cpuReader.close();
  await chrome.kill();
  await site.stop();
}

const results: RouteResult[] = routes.map((route) => ({
  route,
  ...medianSummary(samples.get(route) ?? []),
}));

/** A Marathi or Hindi page's difference from its English page in the same run, if both ran. */
const byRoute = new Map(results.map((r) => [r.route, r]));
const vsEnglish = (r: RouteResult, key: "tbtMs" | "lcpMs") => {
  if (languageOfPath(r.route) === "en") return "";
  const english = byRoute.get(englishPathOf(r.route));
  if (!english) return "";
  const difference = Math.round(r[key] - english[key]);
  return difference > 0 ? `+${difference}` : String(difference);
};

const round = (value: number, digits = 0) => Number(value.toFixed(digits));
console.table(
  results.map((r) => ({
    route: r.route,
    perf: r.performance,
    a11y: r.accessibility,
    bp: r["best-practices"],
    seo: r.seo,
    "FCP s": round(r.fcpMs / 1000, 2),
    "LCP s": round(r.lcpMs / 1000, 2),
    "LCP vs en ms": vsEnglish(r, "lcpMs"),
    "TBT ms": round(r.tbtMs),
    "TBT vs en": vsEnglish(r, "tbtMs"),
    CLS: round(r.cls, 3),
    "JS KB": round(r.jsKB, 1),
    "total KB": round(r.totalKB, 1),
    ...cpuCells(samples.get(r.route) ?? []),
  })),
);

const resultsFile = "bench-results/lighthouse.json";
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  resultsFile,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      slowdown: fixedSlowdown ?? "benchmark index ÷ 500, read before each page's run",
      rounds,
      targets: TARGETS,
      results,
      // Every run, for reading a median's spread: a route's runs are in round order.
      samples: Object.fromEntries(samples),
    },
    null,
    2,
  ),
);
console.log(
  `Median of ${runs} run(s) per route; ${describeRoundCpu(readings, "each page's run")}. JSON in ${resultsFile}`,
);

if (options.check) {
  const failing = results
    .map((r) => [r.route, misses(r)] as const)
    .filter(([, problems]) => problems.length);
  for (const [route, problems] of failing) console.error(`✘ ${route}: ${problems.join("; ")}`);
  if (failing.length) process.exit(1);
  console.log("✔ every route meets the targets");
}
