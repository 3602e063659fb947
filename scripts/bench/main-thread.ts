// `npm run bench:main-thread`: where a page's main-thread time goes, read from Chrome's trace,
// for a visitor who arrives from another site (a search): the page is opened by following a
// link on a page of another origin (http://localhost:N, not 127.0.0.1), so the browser makes
// the same process decisions it makes for that visitor. Reports, per page, the median of each
// kind of work (parse, style, layout, paint, script, the renderer's set-up, images, other) and
// the long tasks after the first contentful paint as a phone would run them: each task's time
// multiplied by the slowdown, as Lighthouse's simulated throttling does; and the same with the
// time the thread waited for a core taken out (thread time), since a busy 2-core machine
// stretches a task's wall time, which Lighthouse multiplies all the same.
//   --runs N        runs per page and server, round by round (default 5)
//   --routes a,b    the pages (default: issue 52's seven)
//   --servers x,y   which servers: `start` (npm start's, every header), `static` (the same
//                   files from a plain static server, no header), `static+headers` (the static
//                   server adding the site's security headers), `peer` and `peer+headers` (with
//                   --peer DIR: another built site, e.g. AstroWind) (default start,static)
//   --peer DIR      a built static site served beside ours (see docs/performance.md)
//   --peer-routes   which page of the peer stands beside which of ours, as `npm run bench`
//                   takes them (default AstroWind's pairs); a path alone is the same path on
//                   both, so a variant of this site's build can be the peer
//   --slowdown S    the CPU slowdown the long tasks are read at (default: the benchmark index
//                   ÷ 500, as `npm run bench` sets it)
// Writes every run to bench-results/main-thread.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { parseArgs } from "node:util";

import { chromium } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/browser-flags.ts";
import { listenOnLoopback } from "../lib/listen-on-loopback.ts";
import { benchmarkIndexOf, slowdownFor } from "./cpu-slowdown.ts";
import { median } from "./lighthouse-run.ts";
import { ASTROWIND_PAIRS, parsePeerRoutes } from "./peer-pairs.ts";
import { BENCH_SERVERS, startBenchServers, type BenchServerName } from "./bench-servers.ts";
import { readMainThread, TRACE_CATEGORIES, type MainThreadReading } from "./trace-reading.ts";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    routes: { type: "string" },
    servers: { type: "string", default: "start,static" },
    peer: { type: "string" },
    "peer-routes": { type: "string" },
    slowdown: { type: "string" },
  },
});
const runs = Math.max(1, Number(options.runs));
const routes = options.routes?.split(",") ?? [
  "/",
  "/blogs/restaurant",
  "/contact",
  "/allblogs",
  "/mr/",
  "/hi/",
  "/mr/blogs/restaurant",
];
const serverNames = (options.servers ?? "").split(",") as BenchServerName[];
for (const name of serverNames) {
  if (!BENCH_SERVERS.includes(name)) throw new Error(`--servers: unknown server ${name}`);
}

// The peer's page beside each of ours: AstroWind's pairs (peer-pairs.ts); none for the others.
const pairs = options["peer-routes"] ? parsePeerRoutes(options["peer-routes"]) : ASTROWIND_PAIRS;
const peerRoute = (route: string) => pairs.find((pair) => pair.ours === route)?.peer;
const servers = await startBenchServers(serverNames, options.peer, peerRoute);
// The page a visitor leaves: another site's (localhost, where ours is 127.0.0.1), with one link.
const referrer = createServer((req, res) => {
  const target = new URL(req.url ?? "/", "http://x").searchParams.get("to") ?? "/";
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><title>Search</title><a id="go" href="${encodeURI(target)}">result</a>`);
});
const referrerOrigin = (await listenOnLoopback(referrer)).replace("127.0.0.1", "localhost");

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  headless: true,
});

type Sample = MainThreadReading & {
  server: BenchServerName;
  route: string;
  index: number;
  elements: number;
};
const samples: Sample[] = [];

try {
  for (let round = 1; round <= runs; round++) {
    const index = await benchmarkIndexOf(browser);
    for (const route of routes) {
      for (const server of servers) {
        const url = server.url(route);
        if (!url) continue;
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await page.goto(`${referrerOrigin}/?to=${encodeURIComponent(url)}`);
        await browser.startTracing(page, { categories: TRACE_CATEGORIES });
        await Promise.all([page.waitForURL(url), page.click("#go")]);
        await page.waitForLoadState("load");
        // Quiet time for the work a page does after load (Lighthouse waits for 5 s of it).
        await page.waitForTimeout(3000);
        const trace = JSON.parse(String(await browser.stopTracing()));
        const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
        try {
          const reading = readMainThread(trace, url);
          samples.push({ server: server.name, route, index, elements, ...reading });
        } catch (error) {
          // A run whose trace lacks the page's paint is reported and left out, not the bench.
          process.stderr.write(`  ${server.name} ${route}: ${(error as Error).message}\n`);
        }
        await context.close();
      }
    }
    process.stderr.write(`  round ${round} of ${runs} (benchmark index ${index})\n`);
  }
} finally {
  await browser.close();
  referrer.close();
  await Promise.all(servers.map((server) => server.close()));
}

const indexes = samples.map((s) => s.index);
const slowdown = Number(options.slowdown) || slowdownFor(median(indexes));
const rows = routes.flatMap((route) =>
  servers.flatMap(({ name }) => {
    const mine = samples.filter((s) => s.route === route && s.server === name);
    if (!mine.length) return [];
    const m = (pick: (s: Sample) => number) => Math.round(median(mine.map(pick)));
    const blockingOf = (tasks: number[]) =>
      tasks.reduce((sum, ms) => sum + Math.max(0, ms * slowdown - 50), 0);
    const blocking = (s: Sample) => blockingOf(s.tasksAfterPaint);
    const longest = (s: Sample) => Math.max(0, ...s.tasksAfterPaint) * slowdown;
    return {
      route,
      server: name,
      "FCP ms": m((s) => s.fcpMs),
      "set-up": m((s) => s.ms.setup),
      parse: m((s) => s.ms.parse),
      style: m((s) => s.ms.style),
      layout: m((s) => s.ms.layout),
      paint: m((s) => s.ms.paint),
      script: m((s) => s.ms.script),
      images: m((s) => s.ms.images),
      other: m((s) => s.ms.other),
      elements: m((s) => s.elements),
      [`longest ×${slowdown}`]: m(longest),
      [`blocking ×${slowdown}`]: m(blocking),
      // The same tasks with the time the thread waited for a core taken out: what the page's
      // own work blocks for, whatever else the machine runs.
      [`on CPU ×${slowdown}`]: m((s) => blockingOf(s.tasksAfterPaintOnCpu)),
      waited: m((s) => s.waitedMs),
    };
  }),
);
console.table(rows);
console.log(
  `Median of ${runs} run(s); ms on this machine's main thread, unthrottled, from the navigation ` +
    `to 3 s after load; benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}; long ` +
    `tasks after the first paint at ×${slowdown}.`,
);
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/main-thread.json",
  JSON.stringify({ date: new Date().toISOString(), slowdown, rows, samples }, null, 2),
);
