import { existsSync, statSync } from "node:fs";
import { join } from "node:path";

import { pathIn, SITE_LANGUAGES } from "#app/site/site-languages.ts";

import { CLIENT_DIR } from "../server/paths.ts";
import { expect, test } from "./fixtures.ts";
import { ROUTES_IN } from "./site-routes.ts";

// The public pages' JavaScript budget (issue 44; docs/decisions/035-pages-are-documents.md):
// bytes, so a test, not a bench. A page opened and left alone for five seconds, without a
// scroll or a key, loads its behaviours only; /contact, whose quote form is in view, loads the
// form's island at once. Sizes are the brotli files the server sends (precompressed by the
// build), so the sums are what a phone downloads.
const PAGE_BUDGET = 6 * 1024;
const CONTACT_BUDGET = 88 * 1024;
/** React DOM, React and the form's own code: what the island adds to a page. */
const ISLAND_BUDGET = 80 * 1024;
const LEFT_ALONE_MS = 5000;

/**
 * The size of a script as the site serves it, by its address: its brotli file, or the file
 * itself when it is too small to be worth compressing (scripts/build/precompress.ts).
 */
function servedBytes(pathname: string): number {
  const file = join(CLIENT_DIR, decodeURIComponent(pathname));
  if (!existsSync(file)) throw new Error(`${pathname} is not a file of the build`);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** An address without a page: the host answers with the 404 page in the language's folder. */
const NO_PAGE = "/this-page-does-not-exist";

for (const language of SITE_LANGUAGES) {
  for (const route of [...ROUTES_IN[language], NO_PAGE]) {
    const path = pathIn(language, route);
    test(`${path} loads no more JavaScript than its budget when left alone`, async ({ page }) => {
      const scripts = new Set<string>();
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
      });
      // Five seconds of the page's timers (the projects' rotation, the hero clip) without the
      // wait: the page's own clock is moved on.
      await page.clock.install();
      await page.goto(path);
      await page.clock.runFor(LEFT_ALONE_MS);
      await page.waitForLoadState("networkidle");

      const sizes = [...scripts].map((script) => ({ script, bytes: servedBytes(script) }));
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
      const listing = sizes.map(({ script, bytes }) => `${script} ${kb(bytes)}`).join(", ");
      const isContact = route === "/contact";
      const budget = isContact ? CONTACT_BUDGET : PAGE_BUDGET;
      expect(
        total,
        `${path} loaded ${kb(total)} of JavaScript (budget ${kb(budget)}): ${listing}`,
      ).toBeLessThanOrEqual(budget);
      if (isContact) {
        const island = sizes.filter(({ script }) => !/\/page-[^/]+\.js$/.test(script));
        const islandTotal = island.reduce((sum, { bytes }) => sum + bytes, 0);
        expect(islandTotal, `the quote form's island: ${listing}`).toBeGreaterThan(0);
        expect(
          islandTotal,
          `${path}: React and the quote form's island are ${kb(islandTotal)} (budget ${kb(ISLAND_BUDGET)}): ${listing}`,
        ).toBeLessThanOrEqual(ISLAND_BUDGET);
      }
    });
  }
}
