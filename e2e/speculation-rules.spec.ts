import { createServer, type ServerResponse } from "node:http";

import type { CDPSession, Locator, Page } from "@playwright/test";

import { whereSelects, type Where } from "#app/lib/speculation-rules-match.test-helpers.ts";
import { SPECULATION_RULES } from "#app/lib/speculation-rules.ts";
import { sitePages } from "#app/pages/site-pages.ts";
import { pathIn, SITE_LANGUAGES } from "#app/site/site-languages.ts";

import { listenOnLoopback } from "../scripts/lib/listen-on-loopback.ts";
import { createSiteServer } from "../server/serve.ts";
import { launchChromium } from "./devtools-endpoint.ts";
import { expect, test } from "./fixtures.ts";
import { ROUTES_IN, UNLISTED_ROUTES } from "./site-routes.ts";

// Speculation Rules on every public page (docs/decisions/036-speculation-rules.md): a pressed
// link to a public page may be prerendered; nothing else is.
//
// What Playwright cannot show: the prerender itself. Chromium refuses to prerender while a
// DevTools client is attached to the page (`PrerenderingDisabledByDevTools`), and Playwright
// always is. What Chromium still does is fetch the page as a prerender would
// (`Sec-Purpose: prefetch;prerender`) and show that response when the link is followed: the
// tests below watch that at the server, and read the rules in the browser that acts on them.
// The last one shows the prerender in a Chromium driven by hand (e2e/devtools-endpoint.ts),
// where the press reaches the page's rules with no client attached.

const RULES_SCRIPT = 'script[type="speculationrules"]';

/** Chromium's reports on the page's rule sets and the links they select (CDP's Preload domain). */
async function watchPreload(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const ruleSets = new Map<string, { id: string; errorType?: string; errorMessage?: string }>();
  const removed: string[] = [];
  let candidates: string[] = [];
  cdp.on("Preload.ruleSetUpdated", ({ ruleSet }) => ruleSets.set(ruleSet.id, ruleSet));
  cdp.on("Preload.ruleSetRemoved", ({ id }) => removed.push(id));
  cdp.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }) => {
    candidates = preloadingAttemptSources.map((source) => source.key.url);
  });
  await cdp.send("Preload.enable");
  return {
    ruleSets: () => [...ruleSets.values()],
    removed: () => removed,
    candidates: () => candidates,
  };
}

/** An address the page can ask for that the server answers only when the test says. */
const HOLD = "/__hold";

/**
 * The site on a server of this test's own, which records the requests it receives with each
 * one's Sec-Purpose, and holds those for HOLD. A page's visit beacon is recorded with the
 * fields it sent and answered 204, as the site's own server answers every beacon.
 */
async function recordingServer() {
  const site = createSiteServer();
  const requests: { path: string; purpose?: string }[] = [];
  const beacons: Record<string, string>[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const purpose = request.headers["sec-purpose"];
    requests.push({
      path: request.url ?? "",
      purpose: typeof purpose === "string" ? purpose : undefined,
    });
    if (request.url === HOLD) held.push(response);
    else if (request.method === "POST" && request.url === sitePages.visitsApi.path) {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        beacons.push(Object.fromEntries(new URLSearchParams(body)));
        response.writeHead(204).end();
      });
    } else site.emit("request", request, response);
  });
  const origin = await listenOnLoopback(server);
  return {
    origin,
    requestsFor: (path: string) => requests.filter((request) => request.path === path),
    /** The visit beacons a page sent for `path`, by their fields. */
    beaconsFor: (path: string) => beacons.filter((fields) => fields.p === path),
    speculative: () => requests.filter((request) => request.purpose !== undefined),
    answerHeld: () => held.splice(0).forEach((response) => response.end()),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** A visitor's press on a link, held: the button goes down on it and stays down. */
async function pressAndHold(page: Page, link: Locator) {
  await link.hover(); // scrolled into view, and still (the page glides)
  await page.mouse.down();
}

/** Lets go of a press away from any link: no click, nothing followed. */
async function releaseElsewhere(page: Page) {
  const box = await page.locator("h1").boundingBox();
  await page.mouse.move(box!.x + 2, box!.y + box!.height / 2);
  await page.mouse.up();
}

/** An address without a page: the host answers with the 404 page in the language's folder. */
const NO_PAGE = "/this-page-does-not-exist";

for (const language of SITE_LANGUAGES) {
  for (const route of [...ROUTES_IN[language], NO_PAGE]) {
    const path = pathIn(language, route);
    test(`${path} carries the Speculation Rules once, and Chromium takes them`, async ({
      page,
    }) => {
      const preload = await watchPreload(page);
      await page.goto(path);
      const scripts = page.locator(RULES_SCRIPT);
      await expect(scripts).toHaveCount(1);
      expect(JSON.parse((await scripts.textContent()) ?? "")).toEqual(SPECULATION_RULES);
      // A rule set the page's policy blocked would never be reported, and the blocking is a
      // console error, which fails the test by itself (e2e/fixtures.ts).
      await expect.poll(preload.ruleSets).toHaveLength(1);
      expect(preload.ruleSets()[0]).not.toHaveProperty("errorType");
    });
  }
}

// Opened by its address, the server renders it in English (another language's address sends the
// visitor to that language's form); a quote sent in Marathi or Hindi gets the same root, nonce
// and rules in its language.
test("/quote/retry, rendered by the server, carries them under the request's nonce", async ({
  page,
}) => {
  const preload = await watchPreload(page);
  const response = await page.goto("/quote/retry");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  await expect(page.locator(RULES_SCRIPT)).toHaveCount(1);
  await expect.poll(preload.ruleSets).toHaveLength(1);
  expect(preload.ruleSets()[0]).not.toHaveProperty("errorType");
});

test("the inbox carries no Speculation Rules", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.locator(RULES_SCRIPT)).toHaveCount(0);
});

/** Every public page and article in every language: what the rules are for. */
const PUBLIC_PAGES = SITE_LANGUAGES.flatMap((language) =>
  ROUTES_IN[language]
    .filter((route) => !UNLISTED_ROUTES.includes(route))
    .map((route) => pathIn(language, route)),
);

/** Addresses on this site (and one off it) that are never prerendered. */
const NEVER = [
  "/admin",
  "/admin/leads",
  "/admin/login",
  "/api/leads",
  "/quote/sent",
  "/quote/not-sent",
  "/quote/retry",
  "/mr/quote/sent",
  "/hi/quote/retry",
  "/?utm_source=x",
  "/blogs/edu?x=1",
  "/mr/blogs?page=2",
  "/rss.xml",
  "/sitemap.xml",
  "/mr/rss.xml",
  "/media/blog/edu.webp",
  "https://example.com/blogs/edu",
];

test("the rules select every public page and nothing else, as Chromium reads them", async ({
  page,
}) => {
  const preload = await watchPreload(page);
  await page.goto("/blogs/edu");
  const where = JSON.parse((await page.locator(RULES_SCRIPT).textContent()) ?? "").prerender[0]
    .where as Where;

  // The page's own rules, read with Chromium's URLPattern.
  const selects = (href: string) =>
    page.evaluate(whereSelects, { where, href, pageUrl: page.url() });
  for (const href of PUBLIC_PAGES) expect(await selects(href), href).toBe(true);
  for (const href of NEVER) expect(await selects(href), href).toBe(false);

  // And Chromium's own list of the links its rules select, with a link to each address.
  await page.evaluate(
    (hrefs) => {
      const list = document.createElement("ul");
      for (const href of hrefs) {
        const link = document.createElement("a");
        link.href = href;
        link.textContent = href;
        const item = document.createElement("li");
        item.append(link);
        list.append(item);
      }
      document.querySelector("main")?.prepend(list);
    },
    [...PUBLIC_PAGES, ...NEVER],
  );
  const absolute = (href: string) => new URL(href, page.url()).href;
  await expect
    .poll(() => PUBLIC_PAGES.map(absolute).filter((url) => !preload.candidates().includes(url)))
    .toEqual([]);
  expect(NEVER.map(absolute).filter((url) => preload.candidates().includes(url))).toEqual([]);
});

test.describe("on a press", () => {
  let server: Awaited<ReturnType<typeof recordingServer>>;
  test.beforeEach(async () => {
    server = await recordingServer();
  });
  test.afterEach(() => server.close());

  test("a public page is fetched as a prerender, and following the link asks for it no more", async ({
    page,
  }) => {
    await page.goto(`${server.origin}/blogs/edu`);
    const link = page.locator('main a[href="/allblogs"]').first();
    await pressAndHold(page, link);
    await expect
      .poll(() => server.requestsFor("/allblogs"))
      .toEqual([{ path: "/allblogs", purpose: "prefetch;prerender" }]);
    await page.mouse.up();
    await expect(page).toHaveURL(`${server.origin}/allblogs`);
    // The shown page runs its behaviours (app/browser/page.ts), from the one response.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(server.requestsFor("/allblogs")).toHaveLength(1);
  });

  test("a link to an address outside the public pages is not", async ({ page }) => {
    await page.goto(`${server.origin}/blogs/edu`);
    const excluded = ["/quote/sent", "/mr/quote/sent", "/admin", "/?utm_source=x", "/rss.xml"];
    await page.evaluate((hrefs) => {
      const list = document.createElement("p");
      for (const href of hrefs) {
        const link = document.createElement("a");
        link.href = href;
        link.textContent = `To ${href}`;
        list.append(link, " ");
      }
      document.querySelector("main")?.prepend(list);
    }, excluded);
    for (const href of excluded) {
      await pressAndHold(page, page.getByRole("link", { name: `To ${href}`, exact: true }));
      await releaseElsewhere(page);
    }
    // Then a public page's link: once its speculative request has come, any the presses before
    // it had made would have come too.
    await pressAndHold(page, page.locator('main a[href="/allblogs"]').first());
    await expect.poll(() => server.speculative().length).toBeGreaterThan(0);
    await releaseElsewhere(page);
    expect(server.speculative()).toEqual([{ path: "/allblogs", purpose: "prefetch;prerender" }]);
  });

  test("with Save-Data, nothing is fetched ahead", async ({ page }) => {
    // As Chromium says it when the visitor asks to save data (Android's Lite mode, a setting).
    await page.addInitScript(() => {
      const { connection } = navigator as Navigator & { connection: object };
      Object.defineProperty(Object.getPrototypeOf(connection), "saveData", { get: () => true });
    });
    const preload = await watchPreload(page);
    await page.goto(`${server.origin}/blogs/edu`);
    await expect(page.locator(RULES_SCRIPT)).toHaveCount(0);
    // The rule set Chromium had read is gone with its script.
    expect(preload.ruleSets()).toHaveLength(1);
    await expect.poll(preload.removed).toEqual([preload.ruleSets()[0]!.id]);

    const link = page.locator('main a[href="/allblogs"]').first();
    await pressAndHold(page, link);
    await page.mouse.up();
    await expect(page).toHaveURL(`${server.origin}/allblogs`);
    expect(server.requestsFor("/allblogs")).toEqual([{ path: "/allblogs", purpose: undefined }]);
    expect(server.speculative()).toEqual([]);
  });

  // The prerender itself, seen where it can be: in a Chromium driven by hand over its DevTools
  // endpoint, with the page opened by no client and the press arriving when none is attached.
  test("a pressed public page is prerendered, and starts only when it is shown", async () => {
    const chromium = await launchChromium();
    try {
      const tab = await chromium.open(`${server.origin}/blogs/edu`);
      const page = await chromium.attach(tab);
      // (Until the page has a document, there is nothing to ask.)
      await expect(async () => {
        expect(await page.evaluate(`document.documentElement.hasAttribute("data-hydrated")`)).toBe(
          true,
        );
      }).toPass();
      // A visit that starts afresh: the page shown next will be its first page.
      await page.evaluate("sessionStorage.clear()");
      const { x, y } = await page.evaluate<{ x: number; y: number }>(`(() => {
        const link = document.querySelector('main a[href="/allblogs"]');
        link.scrollIntoView({ block: "center", behavior: "instant" });
        const box = link.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      })()`);
      await page.send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y });
      // The press must reach the page's rules after the client has gone: the page's main
      // thread waits on a request the server answers only then, and the press waits its turn.
      page.post("Runtime.evaluate", {
        expression: `setTimeout(() => {
          const hold = new XMLHttpRequest();
          hold.open("GET", "${HOLD}", false);
          hold.send();
        })`,
      });
      await expect.poll(() => server.requestsFor(HOLD).length).toBe(1);
      page.post("Input.dispatchMouseEvent", {
        type: "mousePressed",
        x,
        y,
        button: "left",
        clickCount: 1,
      });
      await page.detach();
      server.answerHeld();
      await expect
        .poll(() => server.requestsFor("/allblogs"))
        .toEqual([{ path: "/allblogs", purpose: "prefetch;prerender" }]);

      // Prerendered and loaded, not shown: its behaviours wait, and it remembers no visit. (Once
      // a client attaches to the prerendered page, the tab's own target answers no more: that
      // client follows the page when it is shown.)
      const prerendered = await chromium.attachToPrerendered(`${server.origin}/blogs/edu`);
      expect(prerendered, "a page being prerendered").toBeDefined();
      await expect(async () => {
        expect(await prerendered!.evaluate("document.readyState")).toBe("complete");
      }).toPass();
      expect(
        await prerendered!.evaluate(`({
          prerendering: document.prerendering,
          started: document.documentElement.hasAttribute("data-hydrated"),
          visit: sessionStorage.getItem("marigold:visit"),
        })`),
      ).toEqual({ prerendering: true, started: false, visit: null });
      // Nor is it counted: no page view is sent for it.
      expect(server.beaconsFor("/allblogs")).toEqual([]);

      // The press ends: the prerendered page is shown (its session is the shown page's now),
      // starts, and remembers the visit.
      const pressing = await chromium.attach(tab);
      await pressing.send("Input.dispatchMouseEvent", {
        type: "mouseReleased",
        x,
        y,
        button: "left",
        clickCount: 1,
      });
      await expect(async () => {
        const state = await prerendered!.evaluate<{ activationStart: number }>(`({
          path: location.pathname,
          prerendering: document.prerendering,
          activationStart: performance.getEntriesByType("navigation")[0].activationStart,
          started: document.documentElement.hasAttribute("data-hydrated"),
          visit: JSON.parse(sessionStorage.getItem("marigold:visit")),
        })`);
        expect(state).toMatchObject({
          path: "/allblogs",
          prerendering: false,
          started: true,
          visit: { landing_page: "/allblogs" },
        });
        expect(state.activationStart).toBeGreaterThan(0);
      }).toPass();
      expect(server.requestsFor("/allblogs")).toHaveLength(1);
      // Shown, it is counted once, as the page that starts the visit.
      await expect
        .poll(() => server.beaconsFor("/allblogs"))
        .toEqual([{ p: "/allblogs", d: "desktop", v: "1" }]);
    } finally {
      await chromium.close();
    }
  });
});
