import { test as base, expect } from "@playwright/test";

import { PAGE_SCRIPT_ID } from "#app/lib/start-after-paint.ts";

type Fixtures = {
  /** Console errors a test expects (e.g. a failed send it provokes); all others fail it. */
  expectedConsoleErrors: RegExp | null;
  consoleErrors: string[];
};

/**
 * `page` that fails the test on any unexpected console error or uncaught exception, so
 * a hydration mismatch or a broken script never passes quietly.
 */
export const test = base.extend<Fixtures>({
  // A page's behaviours (app/browser/page.ts, started after the first paint) and the inbox's
  // React start as modules; tests act as a visitor who waits for the page to respond (both set
  // data-hydrated); a page without scripts is ready when it has loaded.
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && options?.waitUntil !== "commit") {
        await page.waitForFunction(
          (pageScript) =>
            document.documentElement.hasAttribute("data-hydrated") ||
            !document.querySelector(`script[type="module"], #${pageScript}`),
          PAGE_SCRIPT_ID,
        );
      }
      return response;
    };
    await provide(page);
  },
  expectedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A 404 page's own document status is reported as a failed load; tests assert it.
        const isDocumentStatus =
          message.text().startsWith("Failed to load resource") &&
          message.location().url === page.url();
        const expected = expectedConsoleErrors?.test(message.text()) ?? false;
        if (!isDocumentStatus && !expected) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
