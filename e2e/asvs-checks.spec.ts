import { request as httpRequest } from "node:http";

import type { Page } from "@playwright/test";

import { runInboxTool } from "../scripts/lib/run-inbox-tool.test-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { answers } from "./quote-helpers.ts";

// ASVS 5.0 Level 1 checks that no other spec makes (docs/security.md cites each by name), on
// the shared server: its account is made through the running server's socket, as
// `npm run inbox -- add-user` would.

const owner = {
  email: `asvs-${process.pid}-${Date.now()}@example.in`,
  password: "level one of the verification standard",
};

test.beforeAll(async () => {
  const run = await runInboxTool(["add-user", owner.email], {
    input: `${owner.password}\n`,
    env: { DATA_DIR: process.env.E2E_DATA_DIR ?? "" },
  });
  expect(run.code, run.stderr + run.stdout).toBe(0);
});

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
}

/** A GET sent as written: fetch and Playwright resolve `..` before sending. */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const sent = httpRequest({ host: hostname, port, path, method: "GET" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => done({ status: response.statusCode ?? 0, body }));
    });
    sent.once("error", fail);
    sent.end();
  });
}

test("a pasted password signs in: the field is masked and takes paste and password managers", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/admin/login");
  const password = page.getByLabel("Password");
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username");
  await page.getByLabel("Email").fill(owner.email);
  await page.evaluate((text) => navigator.clipboard.writeText(text), owner.password);
  await password.focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(password).toHaveValue(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
});

test("after signing out, going back shows the sign-in page, not the lead list", async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByText(owner.email)).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await expect(page.getByText(owner.email)).toHaveCount(0);
});

test("opening the sign-out address does not sign out", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/logout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
});

test("the team page's data holds no password hash or token", async ({ page, context }) => {
  await signIn(page);
  const data = await page.request.get("/admin/team.data");
  expect(data.status()).toBe(200);
  const body = await data.text();
  // The page's data did come: the account is listed.
  expect(body).toContain(owner.email);
  expect(body).not.toContain("scrypt$");
  for (const cookie of await context.cookies()) {
    expect(body, cookie.name).not.toContain(cookie.value);
  }
});

test("the inbox's pages and the quote endpoint's answers name their type and charset", async ({
  page,
  request,
}) => {
  const signInPage = await page.goto("/admin/login");
  expect(signInPage?.headers()["content-type"]).toBe("text/html; charset=utf-8");
  // The files the pages load, and the text files beside them, name theirs too.
  const styleSheet = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  const script = await page.locator('link[rel="modulepreload"]').first().getAttribute("href");
  for (const path of [styleSheet!, script!, "/robots.txt", "/sitemap.xml", "/favicon.svg"]) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    expect(file.headers()["content-type"], path).toMatch(/^[a-z]+\/[a-z+.-]+; charset=utf-8$/);
  }
  // Refused answers (nothing stored): 422 with the fields that are wrong.
  const refused = await request.post("/api/leads", {
    headers: { Accept: "application/json" },
    form: { ...answers, email: "not an email" },
  });
  expect(refused.status()).toBe(422);
  expect(refused.headers()["content-type"]).toMatch(/^application\/json/);
});

test("the quote endpoint's answer runs nothing and the CSV export is a download", async ({
  page,
  request,
}) => {
  const refused = await request.post("/api/leads", {
    headers: { Accept: "application/json" },
    form: { ...answers, email: "not an email" },
  });
  expect(refused.status()).toBe(422);
  expect(refused.headers()["content-security-policy"]).toMatch(/(^|; )default-src 'none'(;|$)/);
  expect(refused.headers()["x-content-type-options"]).toBe("nosniff");

  await signIn(page);
  const csv = await page.request.get("/admin/leads.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv; charset=utf-8/i);
  expect(csv.headers()["content-disposition"]).toMatch(
    /^attachment; filename="leads-[^"/]+\.csv"$/,
  );
});

test("another site's request gets no CORS permission", async ({ request }) => {
  const preflight = await request.fetch("/api/leads", {
    method: "OPTIONS",
    headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
  });
  expect(preflight.headers()["access-control-allow-origin"]).toBeUndefined();
  const forged = await request.post("/api/leads", {
    headers: { Origin: "https://evil.example", Accept: "application/json" },
    form: answers,
  });
  expect(forged.status()).toBe(403);
  expect(forged.headers()["access-control-allow-origin"]).toBeUndefined();
  expect(forged.headers()["access-control-allow-credentials"]).toBeUndefined();
});

test("a path out of the site's folder is not found", async ({ baseURL }) => {
  for (const path of [
    "/../package.json",
    "/%2e%2e/package.json",
    "/..%2fpackage.json",
    "/admin/../../package.json",
    "/.git/config",
    "/.git/HEAD",
    "/.env",
  ]) {
    const answer = await rawGet(baseURL!, path);
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).not.toContain('"devDependencies"');
    expect(answer.body, path).not.toContain("[core]");
    expect(answer.body, path).not.toMatch(/^ref: refs\//m);
  }
});

test.describe("a wrong password", () => {
  // The sign-in answers a wrong password with 401, which the browser reports.
  test.use({ expectedConsoleErrors: /status of 401/ });

  test("a password is checked whole: one longer than any that can be set never signs in", async ({
    page,
  }) => {
    // The longest password an account can have, and it with more typed after it: cut to the
    // longest length before checking, the second would sign in too (ASVS 6.2.8).
    const longest = {
      email: `asvs-long-${process.pid}-${Date.now()}@example.in`,
      password: "pune ".repeat(205).slice(0, 1024),
    };
    const run = await runInboxTool(["add-user", longest.email], {
      input: `${longest.password}\n`,
      env: { DATA_DIR: process.env.E2E_DATA_DIR ?? "" },
    });
    expect(run.code, run.stderr + run.stdout).toBe(0);

    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(longest.email);
    await page.getByLabel("Password").fill(`${longest.password}and more`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("That email and password do not match an account.")).toBeVisible();

    await page.getByLabel("Password").fill(longest.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
  });
});
