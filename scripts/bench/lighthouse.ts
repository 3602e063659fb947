// `npm run bench`: Lighthouse (mobile preset, simulated throttling) over every route,
// against the production server. Prints a table and writes bench-results/lighthouse.json.
//   --runs N        runs per route, taken round by round; the median is reported (default 5:
//                   single runs on a shared 2-core machine vary, TBT most, with the CPU speed
//                   Lighthouse measures). A Marathi or Hindi route's TBT and LCP are also shown
//                   against its English route's in the same run ("vs en").
//   --routes a,b    only these routes
//   --check         exit 1 when a route misses a target (docs/performance.md)
//   --peer DIR      instead: this site beside another built static site in DIR, page beside
//                   page, round by round (scripts/bench/peer-bench.ts; default 3 runs). DIR is
//                   served from memory, brotli-compressed, its remote images, scripts and
//                   stylesheets emptied (scripts/bench/static-peer-server.ts). How to build
//                   the peer (an Astro template, outside the repo): docs/performance.md,
//                   "Beside an Astro template".
//   --peer-routes   the pairs, `ours=peer,…`, a path alone for the same path on both (default:
//                   AstroWind's home, article, contact and list; scripts/bench/peer-pairs.ts)
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

import { createMeasurer, launchChromium, medianSummary, type Summary } from "./lighthouse-run.ts";
import { isNoindex, listRoutes } from "./list-routes.ts";
import { benchBesidePeer } from "./peer-bench.ts";
import { ASTROWIND_PAIRS, parsePeerRoutes } from "./peer-pairs.ts";
import { listenOnLoopback } from "../lib/listen-on-loopback.ts";
import { createSiteServer } from "../../server/serve.ts";
import { englishPathOf, languageOfPath } from "#app/site-languages.ts";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string" },
    routes: { type: "string" },
    check: { type: "boolean", default: false },
    peer: { type: "string" },
    "peer-routes": { type: "string" },
  },
});

if (options.peer) {
  if (options.routes || options.check) {
    throw new Error("--peer takes its pages from --peer-routes, and has no targets to --check");
  }
  await benchBesidePeer({
    dir: options.peer,
    pairs: options["peer-routes"] ? parsePeerRoutes(options["peer-routes"]) : [...ASTROWIND_PAIRS],
    runs: Math.max(1, Number(options.runs ?? 3)),
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

const runs = Math.max(1, Number(options.runs ?? 5));
const routes = options.routes ? options.routes.split(",") : listRoutes();

const server = createSiteServer();
const origin = await listenOnLoopback(server);
const chrome = await launchChromium();
const measureUrl = createMeasurer(chrome.port, [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
]);
const measure = (route: string) => measureUrl(`${origin}${route}`);

const samples = new Map<string, Summary[]>(routes.map((route) => [route, []]));
try {
  // Round by round, each route once a round: the machine's speed drifts over the minutes a
  // bench takes (docs/performance.md, "Noise on this machine"), and so the drift falls on every
  // route alike, and a Marathi or Hindi page is measured at the same moments as its English one.
  for (let round = 1; round <= runs; round++) {
    for (const route of routes) samples.get(route)?.push(await measure(route));
    process.stderr.write(`  round ${round} of ${runs} measured\n`);
  }
} finally {
  await chrome.kill();
  server.close();
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
    "CPU index": round(r.benchmarkIndex),
  })),
);

const resultsFile = "bench-results/lighthouse.json";
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  resultsFile,
  JSON.stringify({ date: new Date().toISOString(), runs, targets: TARGETS, results }, null, 2),
);
console.log(`Median of ${runs} run(s) per route; JSON in ${resultsFile}`);

if (options.check) {
  const failing = results
    .map((r) => [r.route, misses(r)] as const)
    .filter(([, problems]) => problems.length);
  for (const [route, problems] of failing) console.error(`✘ ${route}: ${problems.join("; ")}`);
  if (failing.length) process.exit(1);
  console.log("✔ every route meets the targets");
}
