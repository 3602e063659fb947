import { listenOnLoopback } from "../scripts/lib/listen-on-loopback.ts";
import { createSiteServer } from "../server/serve.ts";
import { expect, test } from "./fixtures.ts";

// build/client alone, as a static host or CDN serves it (no React Router server behind it):
// every page and every client-side navigation still works, and nothing asks for /__manifest.
// This build's pages count visits at their server (`data-visits`, decision 043): here, with none
// behind them, the beacon's 404 is each page's one console error. A build for a static host
// (another quote transport) has no marker, and its pages send nothing.

test.use({
  expectedConsoleErrors: /^Failed to load resource: the server responded with a status of 404/,
});

test("the static build works on a host with no server: pages, navigation, no /__manifest", async ({
  page,
}) => {
  const server = createSiteServer();
  const origin = await listenOnLoopback(server);
  try {
    const asked: string[] = [];
    const missing: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    page.on("response", (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    await page.goto(`${origin}/allblogs`);
    await page.waitForLoadState("networkidle");
    await page
      .getByRole("link", { name: /Digital Marketing for Startups/ })
      .first()
      .click();
    await expect(page).toHaveURL(`${origin}/blogs/startup`);
    await expect(
      page.locator("#article-body").getByRole("heading", { name: "Sources" }),
    ).toBeVisible();
    expect(asked.filter((path) => path.includes("__manifest"))).toEqual([]);
    // The page views' beacons, and nothing else, found no server.
    expect(new Set(missing)).toEqual(new Set(["/api/visits"]));
    // The server routes are simply not there.
    expect((await page.request.post(`${origin}/api/leads`)).status()).toBe(404);
  } finally {
    server.close();
  }
});
