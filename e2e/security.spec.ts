import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { Page } from "@playwright/test";

import { CLIENT_DIR } from "../server/paths.ts";
import { HSTS, securityHeaders } from "../app/wiring/security-headers.ts";
import { expect, test } from "./fixtures.ts";
import { openMenu } from "./open-menu.ts";
import { QUOTE_ORIGIN } from "./quote-helpers.ts";
import { ALL_ROUTES } from "./site-routes.ts";

const expectedHeaders = securityHeaders(QUOTE_ORIGIN);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { violations: string[] }).violations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { violations: string[] }).violations);

for (const route of [...ALL_ROUTES, "/no-such-page"]) {
  test(`${route}: strict policy and headers, no violation, no other origin`, async ({ page }) => {
    const origins = new Set<string>();
    page.on("request", (request) => origins.add(new URL(request.url()).origin));
    const response = await page.goto(route);
    const headers = response!.headers();
    for (const [name, value] of Object.entries(expectedHeaders)) {
      expect(headers[name.toLowerCase()], name).toBe(value);
    }
    // Plain HTTP on loopback: no HSTS (it is sent over HTTPS only).
    expect(headers["strict-transport-security"]).toBeUndefined();

    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute("content");
    const scriptSources = /script-src ([^;]+)/.exec(policy ?? "")?.[1] ?? "";
    expect(scriptSources).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
    expect(policy).toContain(`connect-src ${["'self'", QUOTE_ORIGIN].filter(Boolean).join(" ")};`);

    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    expect(await violations(page)).toEqual([]);
    expect([...origins]).toEqual([new URL(page.url()).origin]);
  });
}

test("the home page still works under the policy: it hydrates and its controls respond", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await openMenu(page);
  await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
  expect(await violations(page)).toEqual([]);
});

test.describe("an injected script", () => {
  test.use({ expectedConsoleErrors: /Content Security Policy/ });

  test("is refused", async ({ page }) => {
    await page.goto("/allblogs");
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected ?? false;
    });
    expect(ran).toBe(false);
    expect(await violations(page)).toContainEqual(expect.stringMatching(/^script-src/));
  });
});

test("the generated host configs carry the same headers, immutable assets and the 404", () => {
  const netlify = readFileSync(join(CLIENT_DIR, "_headers"), "utf8");
  const nginx = readFileSync("build/deploy/nginx.conf", "utf8");
  for (const [name, value] of Object.entries({
    ...expectedHeaders,
    "Strict-Transport-Security": HSTS,
  })) {
    expect(netlify).toContain(`${name}: ${value}`);
    expect(nginx).toContain(`add_header ${name} "${value}" always;`);
  }
  expect(netlify).toMatch(/\/assets\/\*\n\s+Cache-Control: public, max-age=31536000, immutable/);
  expect(readFileSync(join(CLIENT_DIR, "_redirects"), "utf8")).toMatch(
    /^\/\*\s+\/404\.html\s+404$/m,
  );
  expect(nginx).toMatch(/location \/assets\/ \{[^}]*immutable/);
  expect(nginx).toContain("error_page 404 /404.html;");
});

test("host configs are not served as pages", async ({ request }) => {
  expect((await request.get("/_headers")).status()).toBe(404);
  expect((await request.get("/_redirects")).status()).toBe(404);
});

test("scripts and images are served with nosniff", async ({ page, request }) => {
  await page.goto("/");
  // The page's one module (docs/decisions/035-pages-are-documents.md).
  const asset = await page.locator('script[type="module"]').first().getAttribute("src");
  expect(asset).toMatch(/^\/assets\/[^"]+\.js$/);
  for (const path of [asset!, "/favicon.svg"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});
