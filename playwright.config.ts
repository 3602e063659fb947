import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/browser.ts";
import { QUOTE_LIMITS_OFF } from "./scripts/lib/server-process.ts";

const PORT = Number(process.env.E2E_PORT) || 4175;
const OWN_SERVER_SPECS = [
  "leads.spec.ts",
  "leads-api.spec.ts",
  "nginx-proxy.spec.ts",
  "inbox.spec.ts",
  "inbox-follow-up.spec.ts",
  "inbox-overview.spec.ts",
  "inbox-owners-picture.spec.ts",
  "inbox-push.spec.ts",
  "inbox-team.spec.ts",
  "inbox-addresses.spec.ts",
  "inbox-lead-page.spec.ts",
  "quote-retry.spec.ts",
  "quote-limits.spec.ts",
  "quote-language.spec.ts",
  "cookie-prefixes.spec.ts",
  "change-password.spec.ts",
  "visits.spec.ts",
];
const baseURL = `http://127.0.0.1:${PORT}`;
// The shared server's leads go to a folder of this run (workers inherit the variable, so the
// config, read again by each of them, names the same one).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "e2e-shared-leads-"));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      testIgnore: OWN_SERVER_SPECS,
    },
    {
      // Specs that start, kill and restart servers of their own (each opening a database):
      // run after the others, so their load never skews the timing of the page tests.
      name: "own servers",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      testMatch: OWN_SERVER_SPECS,
      dependencies: ["desktop"],
    },
  ],
  webServer: {
    command: `node server/serve.ts`,
    url: `${baseURL}/`,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The embedded store, whatever DATABASE_URL the storage tests were given.
      DATABASE_URL: "",
      // Every test sends from 127.0.0.1; the limits themselves are tested on servers of their
      // own (e2e/leads-api.spec.ts, e2e/quote-limits.spec.ts).
      ...QUOTE_LIMITS_OFF,
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
