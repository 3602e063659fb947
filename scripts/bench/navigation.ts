// `npm run bench:navigation`: the time from a press on a link to the next page's first
// contentful paint, for three moves a visitor makes (an article to the home page, the home page
// to an article, the article list to an article), on a phone (Lighthouse's mobile preset: a
// 412 × 823 screen, the CPU slowed 4×, a 150 ms round trip, 1.6 Mbit/s down, 750 Kbit/s up),
// with the pages' Speculation Rules and without them (docs/decisions/036-speculation-rules.md).
// Prints a table and writes bench-results/navigation.json.
//   --runs N   runs per move and variant, taken round by round (default 5; the median is shown)
//
// The press is a person's: the button goes down on the link, stays down 100 ms, and comes up.
// It is timed in the page (the pointerdown's time stamp), the paint in the next page (its
// first-contentful-paint entry), both as times since the epoch. The network is a proxy
// (phone-link.ts), not DevTools' emulation, which leaves the browser's speculative fetches
// unthrottled; the CPU is slowed through DevTools.
//
// What the rules do here is what Chromium does with a DevTools client attached (Playwright's):
// on the press it fetches the page as a prerender would (`Sec-Purpose: prefetch;prerender`)
// and shows that response when the link is followed, but it does not prerender
// (`PrerenderingDisabledByDevTools`), so `activationStart` stays 0. A visitor's Chromium, with no
// client attached, also renders the page before the press ends: e2e/speculation-rules.spec.ts
// shows that prerender; it is not timed here (the CPU's slowing needs a client).
//
// Without the rules is the same build, the same server and the same bytes: a script added to
// every page before its own takes the rules' element out as the parser inserts it, before the
// browser reads it (a mutation observer runs at the microtask checkpoint before a script
// element is prepared). The server's log of each run confirms which variant ran: a speculative
// request at the press with the rules, none without.
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { parseArgs } from "node:util";

import { chromium, type Browser, type Page } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

import { createSiteServer } from "../../server/serve.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/browser-flags.ts";
import { listenOnLoopback } from "../lib/listen-on-loopback.ts";
import { median } from "./lighthouse-run.ts";
import { SLOW_4G, startPhoneLink } from "./phone-link.ts";

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "5" } },
});
const runs = Math.max(1, Number(options.runs));

/** Each move: the page it starts on and its link to the next page. */
const MOVES = [
  { move: "article → home", from: "/blogs/edu", link: 'header a[href="/"]' },
  { move: "home → article", from: "/", link: '#blogs a[href^="/blogs/"]' },
  { move: "list → article", from: "/allblogs", link: 'main a[href^="/blogs/"]' },
] as const;

/** Lighthouse's mobile preset: a Moto G Power's screen and its CPU (the link: SLOW_4G). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
};
const CPU_SLOWDOWN = 4;
const HOLD_MS = 100;

type Variant = "without" | "with";
type Sample = {
  move: string;
  variant: Variant;
  /** Press to the next page's first contentful paint. */
  pressToPaintMs: number;
  /** The shown page's navigation entry: above 0 when it was prerendered. */
  activationStart: number;
  /** Whether the server saw the next page asked for at the press (Sec-Purpose). */
  fetchedAtPress: boolean;
  /** Requests the server had for the next page: 1 when the press's response was shown. */
  pageRequests: number;
};

/** Where the press's time waits for the next page (the tab's session storage). */
const PRESSED_AT = "bench:pressed-at";

// The time of the press, in the page, as the time since the epoch; the next page reads it.
const RECORD_PRESS = (key: string) => {
  addEventListener(
    "pointerdown",
    (event) => sessionStorage.setItem(key, String(performance.timeOrigin + event.timeStamp)),
    { capture: true },
  );
};

// "Without the rules": the rules' element leaves the document before the browser reads it.
const REMOVE_RULES = () => {
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof HTMLScriptElement && node.type === "speculationrules") node.remove();
      }
    }
  }).observe(document, { childList: true, subtree: true });
};

// The press's time, and the next page's first contentful paint (and its navigation's
// activationStart) once painted.
const FIRST_PAINT = (key: string) =>
  new Promise<{ pressedAt: number; paintedAt: number; activationStart: number }>((resolve) => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceEntry & {
      activationStart?: number;
    };
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName("first-contentful-paint")[0];
      if (!paint) return;
      resolve({
        pressedAt: Number(sessionStorage.getItem(key)),
        paintedAt: performance.timeOrigin + paint.startTime,
        activationStart: navigation.activationStart ?? 0,
      });
    }).observe({ type: "paint", buffered: true });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The site on loopback, with a log of the documents asked for and each one's Sec-Purpose. */
async function startServer() {
  const site = createSiteServer();
  const requests: { path: string; purpose?: string }[] = [];
  const server = createServer((request, response) => {
    const purpose = request.headers["sec-purpose"];
    requests.push({
      path: request.url ?? "",
      purpose: typeof purpose === "string" ? purpose : undefined,
    });
    site.emit("request", request, response);
  });
  return { server, origin: await listenOnLoopback(server), requests };
}

const { server, origin: siteOrigin, requests } = await startServer();
const phoneLink = await startPhoneLink(siteOrigin, SLOW_4G);
/** Where the phone reaches the site: through its link. */
const origin = phoneLink.origin;
const browser: Browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const chromiumVersion = browser.version();

/** Lighthouse's reading of this machine's CPU speed (its benchmarkIndex), unthrottled. */
async function benchmarkIndex(): Promise<number> {
  const page = await browser.newPage();
  await page.goto(`${siteOrigin}/privacy`);
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  await page.close();
  return index;
}

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

/** One move in a fresh phone: its start page loaded and settled, then a press on the link. */
async function measure(
  { move, from, link }: (typeof MOVES)[number],
  variant: Variant,
): Promise<Sample> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(RECORD_PRESS, PRESSED_AT);
    if (variant === "without") await context.addInitScript(REMOVE_RULES);
    const page = await context.newPage();
    await slowCpu(page);
    await page.goto(`${origin}${from}`);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await page.waitForLoadState("networkidle");
    const rulesOnPage = await page.locator('script[type="speculationrules"]').count();
    if (rulesOnPage !== (variant === "with" ? 1 : 0)) {
      throw new Error(`${from} has ${rulesOnPage} rule sets ${variant} the rules`);
    }

    const target = page.locator(link).first();
    const next = (await target.getAttribute("href")) ?? "";
    // Into view at once (the site glides to anchors; a scroll still under way would move
    // another link under the pointer), then the pointer onto it: a hover starts nothing.
    await target.evaluate((element) =>
      element.scrollIntoView({ block: "center", behavior: "instant" }),
    );
    await target.hover();
    const box = await target.boundingBox();
    const under = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href"),
      { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
    );
    if (under !== next) throw new Error(`on ${from}, ${under} lies over the link to ${next}`);
    const logged = requests.length;
    await page.mouse.down();
    await sleep(HOLD_MS);
    await page.mouse.up();
    await page.waitForURL(`${origin}${next}`, { waitUntil: "commit" });
    const { pressedAt, paintedAt, activationStart } = await page.evaluate(FIRST_PAINT, PRESSED_AT);
    if (!pressedAt) throw new Error(`no pointerdown seen on ${from}`);

    const asked = requests.slice(logged).filter((request) => request.path === next);
    return {
      move,
      variant,
      pressToPaintMs: paintedAt - pressedAt,
      activationStart,
      fetchedAtPress: asked.some((request) => request.purpose?.includes("prefetch")),
      pageRequests: asked.length,
    };
  } finally {
    await context.close();
  }
}

const samples: Sample[] = [];
let indexBefore = NaN;
let indexAfter = NaN;
try {
  indexBefore = await benchmarkIndex();
  // Round by round, and within a round the variants' order alternating: the machine's speed
  // drifts over the minutes a bench takes, and so the drift falls on both alike.
  for (let round = 1; round <= runs; round++) {
    const order: Variant[] = round % 2 ? ["without", "with"] : ["with", "without"];
    for (const move of MOVES) {
      for (const variant of order) samples.push(await measure(move, variant));
    }
    process.stderr.write(`  round ${round} of ${runs} measured\n`);
  }
  indexAfter = await benchmarkIndex();
} finally {
  await browser.close();
  phoneLink.close();
  server.close();
}

const of = (move: string, variant: Variant) =>
  samples.filter((sample) => sample.move === move && sample.variant === variant);
const results = MOVES.map(({ move, from, link }) => {
  const without = of(move, "without");
  const withRules = of(move, "with");
  return {
    move,
    from,
    link,
    withoutMs: Math.round(median(without.map((s) => s.pressToPaintMs))),
    withMs: Math.round(median(withRules.map((s) => s.pressToPaintMs))),
    fetchedAtPress: `${withRules.filter((s) => s.fetchedAtPress).length}/${withRules.length} with, ${without.filter((s) => s.fetchedAtPress).length}/${without.length} without`,
    oneRequest: [...without, ...withRules].every((s) => s.pageRequests === 1),
    activationStartSeen: samples.some((s) => s.move === move && s.activationStart > 0),
  };
});

console.table(
  results.map((r) => ({
    move: r.move,
    "without rules ms": r.withoutMs,
    "with rules ms": r.withMs,
    "fetched at press": r.fetchedAtPress,
    "activationStart seen": r.activationStartSeen ? "yes" : "no",
  })),
);
console.log(`Lighthouse benchmarkIndex: ${indexBefore} before, ${indexAfter} after (unthrottled)`);

mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/navigation.json",
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      chromium: chromiumVersion,
      profile: { ...PHONE, cpuSlowdown: CPU_SLOWDOWN, link: SLOW_4G, holdMs: HOLD_MS },
      benchmarkIndex: { before: indexBefore, after: indexAfter },
      results,
      samples,
    },
    null,
    2,
  )}\n`,
);
console.log("Wrote bench-results/navigation.json");
