import { devices, type BrowserContext, type Page } from "@playwright/test";

import { visitEvents } from "#app/db/schema.server.ts";
import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { openStore } from "#app/db/store.server.ts";

import { expect, test } from "./fixtures.ts";
import { serverForThisFile } from "./server-process.ts";

// Visits counted by the site itself (issue 56, docs/decisions/043-visits-counted.md), in
// Chromium on a server of this file's own: what a visitor's browser sends is counted once, with
// the right page, language, source parts and device, and leaves no cookie and no new storage
// key. The counts are read from the server's store after a clean stop (which writes the page
// views it holds), as a restart would read them.

const server = serverForThisFile();

/** Chrome on an Android phone: a person's browser (the headless one is a bot, and not counted). */
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const DESKTOP_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

const HEADLESS_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36";

let seen = 0;

/**
 * The page views the server stored since the last call, read after a clean stop (which writes
 * those it holds in memory); the server is started again.
 */
async function storedPageViews() {
  await server.stop();
  const store = await openStore({ dataDir: server.dataDir, migrationsFolder: MIGRATIONS_FOLDER });
  try {
    const views = await store.db.select().from(visitEvents).orderBy(visitEvents.id);
    const since = views.slice(seen);
    seen = views.length;
    return since;
  } finally {
    await store.close();
    await server.startAgain();
  }
}

/** Opens `path` in a tab of its own (a visit of its own) and waits for its beacon's answer. */
async function openCounted(context: BrowserContext, path: string, referer?: string) {
  const page = await context.newPage();
  const beacon = page.waitForResponse((response) => response.url().endsWith("/api/visits"));
  await page.goto(`${server.url}${path}`, { referer });
  expect((await beacon).status()).toBe(204);
  return page;
}

/** The storage keys a page left, with the cookies of its context. */
async function keptInBrowser(context: BrowserContext, page: Page) {
  return {
    cookies: await context.cookies(),
    storage: await page.evaluate(() => [
      ...Object.keys(localStorage),
      ...Object.keys(sessionStorage),
    ]),
  };
}

test("pages in three languages opened from Instagram on a phone are counted once each; a reload is a page view of the visit", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...devices["Pixel 7"], userAgent: PHONE_UA });
  try {
    let last: Page | undefined;
    for (const path of [
      "/?utm_source=instagram",
      "/mr/?utm_source=instagram",
      "/hi/?utm_source=instagram",
    ]) {
      last = await openCounted(context, path, "https://l.instagram.com/");
    }
    const reloaded = last!.waitForResponse((response) => response.url().endsWith("/api/visits"));
    await last!.reload();
    expect((await reloaded).status()).toBe(204);
    expect(await keptInBrowser(context, last!)).toEqual({
      cookies: [],
      storage: ["marigold:visit"],
    });
  } finally {
    await context.close();
  }

  const views = await storedPageViews();
  expect(
    views.map(({ page, language, starts, device, host, utmSource, utmMedium, utmCampaign }) => ({
      page,
      language,
      starts,
      device,
      host,
      utmSource,
      utmMedium,
      utmCampaign,
    })),
  ).toEqual(
    [
      ["/", "en", true],
      ["/mr/", "mr", true],
      ["/hi/", "hi", true],
      ["/hi/", "hi", false],
    ].map(([page, language, starts]) => ({
      page,
      language,
      starts,
      device: "phone",
      host: "instagram.com",
      utmSource: "instagram",
      utmMedium: "",
      utmCampaign: "",
    })),
  );
  // One browser on one address, the same day: one visitor.
  expect(new Set(views.map((view) => view.visitor)).size).toBe(1);
});

test("a desktop visit's next page is a page view of the same visit; bots and search engines are not counted", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ userAgent: DESKTOP_UA });
  try {
    const opened = await openCounted(context, "/blogs/restaurant");
    const next = opened.waitForResponse((response) => response.url().endsWith("/api/visits"));
    await opened.goto(`${server.url}/contact`);
    expect((await next).status()).toBe(204);
  } finally {
    await context.close();
  }
  // A headless browser that says so (Playwright's own says "Chrome"), then a search engine:
  // answered, not counted.
  const headless = await browser.newContext({ userAgent: HEADLESS_UA });
  try {
    await openCounted(headless, "/services");
  } finally {
    await headless.close();
  }
  const crawler = await request.post(`${server.url}/api/visits`, {
    headers: {
      "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      Origin: server.url,
    },
    form: { p: "/services", d: "desktop", v: "1" },
  });
  expect(crawler.status()).toBe(204);

  const views = await storedPageViews();
  expect(views.map(({ page, starts, device, host }) => ({ page, starts, device, host }))).toEqual([
    { page: "/blogs/restaurant", starts: true, device: "desktop", host: "" },
    { page: "/contact", starts: false, device: "desktop", host: "" },
  ]);
});

test("a beacon from another site is refused, and one that is no page view is answered and not counted", async ({
  request,
}) => {
  const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    request.post(`${server.url}/api/visits`, {
      headers: { "User-Agent": DESKTOP_UA, Origin: server.url, ...headers },
      form,
    });
  expect((await post({ p: "/", d: "phone" }, { Origin: "https://evil.example" })).status()).toBe(
    403,
  );
  expect((await post({ p: "/admin", d: "phone" })).status()).toBe(204);
  expect((await post({ p: "/", d: "phone", s: "x".repeat(5000) })).status()).toBe(413);
  expect((await post({ p: "/", d: "phone" }, { "Sec-GPC": "1" })).status()).toBe(204);
  expect((await post({ p: "/", d: "phone" }, { Cookie: "inbox_session=abc" })).status()).toBe(204);
  expect((await request.get(`${server.url}/api/visits`)).status()).toBe(405);
  expect(await storedPageViews()).toEqual([]);
});
