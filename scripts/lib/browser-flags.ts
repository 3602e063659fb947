// Launch settings for Debian's Chromium, shared by Playwright (e2e/browser.ts) and the bench.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

// Without the background-networking flags Chromium keeps dialling out on this
// closed network and slows every run.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
