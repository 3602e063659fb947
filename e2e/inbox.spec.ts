import type { Page } from "@playwright/test";

import { axeViolations } from "./axe.ts";
import { OWNER, signInAs, STAFF, startServerWithAccounts } from "../scripts/lib/inbox-accounts.ts";
import { expect, test } from "./fixtures.ts";
import { answers } from "./quote-helpers.ts";
import type { ServerProcess } from "./server-process.ts";

// The owner's inbox on a server of its own: accounts made with `npm run inbox`, a quote sent
// from the public form followed up, exported and erased; and everything a stranger tries.

test.describe.configure({ mode: "serial" });

const hostileName = `<script>alert("x")</script> Priya`;
const formula = `=HYPERLINK("http://evil.example","click")`;

let server: ServerProcess;

test.beforeAll(async () => {
  // Two runs of the inbox tool and a server start, each opening the store: slow on a busy machine.
  test.setTimeout(90_000);
  server = await startServerWithAccounts([OWNER, STAFF]);
});
test.afterAll(async () => {
  await server.stop();
});

async function signIn(page: Page, account = OWNER) {
  await signInAs(page, server.url, account);
}

test("signed out, every inbox address leads to the sign-in page and back after it", async ({
  page,
}) => {
  for (const path of ["/admin", "/admin/people", "/admin/audit", "/admin/leads.csv"]) {
    await page.goto(`${server.url}${path}`);
    await expect(page, path).toHaveURL(
      `${server.url}/admin/login?next=${encodeURIComponent(path)}`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  }
  await page.goto(`${server.url}/admin/audit`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/audit`);
  const cookie = (await page.context().cookies()).find((c) => c.name === "inbox_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
});

test.describe("refused sign-ins", () => {
  // The refusals' own 401 and 429 answers, which the browser reports.
  test.use({ expectedConsoleErrors: /status of (401|429)/ });

  test("a wrong password and an unknown email get the same answer; too many attempts are refused", async ({
    page,
  }) => {
    const refusal = "That email and password do not match an account.";
    await signIn(page, { email: STAFF.email, password: "not the password at all" });
    await expect(page.getByRole("alert")).toHaveText(refusal);
    await signIn(page, { email: "nobody@example.in", password: "not the password at all" });
    await expect(page.getByRole("alert")).toHaveText(refusal);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn(page, { email: STAFF.email, password: `wrong password ${attempt}` });
    }
    await expect(page.getByRole("alert")).toContainText("Too many attempts");
    // Even the right password waits now.
    await signIn(page, STAFF);
    await expect(page.getByRole("alert")).toContainText("Too many attempts");
  });
});

test("a quote from the public form: seen, followed up, exported as safe CSV, erased", async ({
  page,
}) => {
  const sent = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({
      ...answers,
      name: hostileName,
      message: formula,
      page: "/contact",
      referrer: "https://www.google.com/search?q=web+design+pune",
    }),
  });
  expect(sent.status).toBe(201);
  const { id } = (await sent.json()) as { id: string };

  await signIn(page);
  await expect(page).toHaveURL(`${server.url}/admin`);
  const row = page.getByRole("listitem").filter({ hasText: "Website Creation" }).first();
  // Markup typed into the form is shown as text, never run.
  await expect(row.getByRole("link", { name: hostileName, exact: true })).toBeVisible();
  await expect(row.getByText("New", { exact: true })).toBeVisible();
  // Where it came from (the referrer's site, by the name people say), the start of the message,
  // and WhatsApp in a tap.
  await expect(row).toContainText("Source: Google");
  await expect(row).not.toContainText("from /");
  await expect(row).toContainText(formula);
  const rowWhatsapp = row.getByRole("link", {
    name: `WhatsApp ${hostileName} (opens in a new tab)`,
  });
  await expect(rowWhatsapp).toHaveAttribute("target", "_blank");
  expect(await rowWhatsapp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919000012345\?text=/);
  await row.getByRole("link", { name: hostileName, exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/admin/leads/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hostileName);
  await expect(page.getByRole("definition").filter({ hasText: formula })).toBeVisible();
  const whatsapp = page.getByRole("link", { name: /^WhatsApp/ });
  expect(decodeURIComponent((await whatsapp.getAttribute("href"))!)).toContain("Website Creation");

  await page.getByRole("button", { name: "Contacted" }).click();
  await expect(page.getByRole("region", { name: "Status" }).getByRole("status")).toHaveText(
    "Marked Contacted.",
  );
  await expect(page.getByText("New → Contacted")).toBeVisible();
  const noteText = "Called; wants a quote for a bakery site.";
  await page.getByLabel(/Note/).fill(noteText);
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText(noteText)).toBeVisible();

  const csv = await page.request.get(`${server.url}/admin/leads.csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  // The words the inbox shows, every number alike, and the notes with when and who.
  expect(text.split("\r\n")[0]).toBe(
    "\uFEFFReceived at (IST),Name,Email,WhatsApp,Service,Status,Message,Notes,Page,Landing page," +
      "Referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,Language,Source,Device",
  );
  expect(text).toContain(`,${answers.email},'+919000012345,Website Creation,Contacted,`);
  expect(text).toContain(` IST, ${OWNER.email}: ${noteText}",/contact,`);
  expect(text).toMatch(/,Contacted,"'=HYPERLINK\(.*\)","\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST, owner@/);
  expect((await page.request.get(`${server.url}/admin/leads.csv?tab=spam`)).ok()).toBe(true);

  // The audit log in words, each lead linked by its name.
  await page.goto(`${server.url}/admin/audit`);
  const entries = page.getByRole("list", { name: "Audit log, newest first" });
  const statusEntry = entries
    .getByRole("listitem")
    .filter({ hasText: "Changed status: New → Contacted" });
  await expect(statusEntry.getByRole("link", { name: hostileName })).toHaveAttribute(
    "href",
    `/admin/leads/${id}`,
  );
  for (const words of [
    "Signed in",
    "Added a note",
    "Exported the Inbox tab as CSV",
    "Exported the Spam tab as CSV",
  ]) {
    await expect(entries.getByRole("listitem").filter({ hasText: words }).first()).toBeVisible();
  }
  await expect(entries).not.toContainText("status-change");
  await expect(entries).not.toContainText("tab=");

  await page.goto(`${server.url}/admin/people?email=${encodeURIComponent(answers.email)}`);
  await expect(page.getByRole("heading", { name: "1 lead found" })).toBeVisible();
  const confirm = page.getByLabel(
    "Erase this lead, its notes, history and notifications. This cannot be undone.",
  );
  const erase = page.getByRole("button", { name: "Erase this lead" });
  // It looks like what it does: not the colour of the other buttons, its focus plain to see.
  const background = (button: typeof erase) =>
    button.evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(await background(erase)).not.toBe(
    await background(page.getByRole("button", { name: "Find" })),
  );
  await confirm.check();
  await page.keyboard.press("Tab");
  await expect(erase).toBeFocused();
  expect(
    await erase.evaluate((node) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    }),
  ).toBe(true);
  await erase.click();
  await expect(page.getByRole("status")).toContainText("Erased 1 lead");
  expect((await page.request.get(`${server.url}/admin/leads/${id}`)).status()).toBe(404);

  await page.goto(`${server.url}/admin/audit`);
  await expect(entries.getByRole("listitem").filter({ hasText: "Erased 1 lead" })).toHaveCount(1);
  // The entries about the erased lead no longer name it, and none names the person.
  await expect(statusEntry).toContainText("an erased lead");
  await expect(statusEntry.getByRole("link")).toHaveCount(0);
  await expect(entries).not.toContainText(answers.email);
  await expect(entries).not.toContainText(hostileName);
});

test.describe("an erasure not confirmed", () => {
  // The refusal's own 422 answer, which the browser reports.
  test.use({ expectedConsoleErrors: /status of 422/ });

  test("is refused with the box to tick, in the singular for one lead", async ({ page }) => {
    const email = "one.lead@example.in";
    await fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ ...answers, email, message: "One lead only." }),
    });
    await signIn(page);
    await expect(page).toHaveURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/people?email=${encodeURIComponent(email)}`);
    await page.getByRole("button", { name: "Erase this lead" }).click();
    await expect(
      page.getByText("Tick the box to confirm that this lead is to be erased."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "1 lead found" })).toBeVisible();
  });
});

test("a form posted to the inbox from another site is refused", async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(`${server.url}/admin`);
  const forged = await page.request.post(`${server.url}/admin/logout`, {
    headers: { Origin: "https://evil.example" },
  });
  expect(forged.status()).toBe(403);
  const forgedAction = await page.request.post(`${server.url}/admin/people`, {
    headers: { Origin: "https://evil.example" },
    form: { confirm: "yes", email: answers.email, shownAt: new Date().toISOString() },
  });
  expect(forgedAction.status()).toBeGreaterThanOrEqual(400);
  // Still signed in: the forged sign-out did nothing.
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
});

test("inbox answers are never cached or framed and carry a nonce policy", async ({ page }) => {
  await signIn(page);
  const response = await page.goto(`${server.url}/admin`);
  const headers = response!.headers();
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

for (const width of [390, 1440]) {
  test(`axe finds nothing on the inbox pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/admin/login`);
    expect(await axeViolations(page), "/admin/login").toEqual([]);
    await signIn(page);
    const sent = await fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ ...answers, message: `axe at ${width}` }),
    });
    const { id } = (await sent.json()) as { id: string };
    for (const path of [
      "/admin",
      `/admin/leads/${id}`,
      "/admin/people?phone=90000",
      `/admin/people?email=${encodeURIComponent(answers.email)}`,
      "/admin/audit",
      "/admin/templates",
    ]) {
      await page.goto(`${server.url}${path}`);
      expect(await axeViolations(page), path).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${path} scrolls sideways`,
      ).toBe(true);
    }
  });
}

test("the list, the audit log and a person's data never scroll sideways at 320 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page);
  await expect(page).toHaveURL(`${server.url}/admin`);
  // A lead followed up: the audit log has an entry about it.
  const sent = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({ ...answers, message: "at 320 px" }),
  });
  const { id } = (await sent.json()) as { id: string };
  await page.goto(`${server.url}/admin/leads/${id}`);
  await page.getByRole("button", { name: "Contacted" }).click();
  await expect(page.getByRole("region", { name: "Status" }).getByRole("status")).toHaveText(
    "Marked Contacted.",
  );
  for (const path of [
    "/admin",
    "/admin/audit",
    `/admin/people?email=${encodeURIComponent(answers.email)}`,
  ]) {
    await page.goto(`${server.url}${path}`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${path} scrolls sideways`,
    ).toBe(true);
    // Nor does anything in it scroll inside a box of its own (a table wider than the screen).
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((node) => getComputedStyle(node).visibility !== "hidden")
        .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((node) => node.tagName),
    );
    expect(outside, `${path} has parts past the screen's edge`).toEqual([]);
  }
});

test("the inbox works by keyboard alone", async ({ page }) => {
  await page.goto(`${server.url}/admin/login`);
  await page.keyboard.press("Tab"); // skip link
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(OWNER.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(OWNER.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${server.url}/admin`);
  const firstLead = page
    .getByRole("list", { name: "Leads, newest first" })
    .getByRole("link")
    .first();
  await firstLead.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/leads\//);
});
