import type { Browser, Page } from "@playwright/test";

import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { sidewaysScroll } from "./sideways-scroll.ts";
import {
  type Account,
  OWNER,
  signInAs,
  STAFF,
  startServerWithAccounts,
} from "../scripts/lib/inbox-accounts.ts";
import {
  inOtherCase,
  listedPassword,
} from "../app/inbox/accounts/listed-passwords.test-helpers.ts";
import type { ServerProcess } from "./server-process.ts";

// Changing one's own password in the inbox (issue 46, ASVS 6.2.2–6.2.4), on a phone, on a
// server of its own: the current password is required, a common password is refused with its
// reason (here and on an invitation's page), and a change signs the account out of every other
// browser, retires the old password and is in the audit log.

test.describe.configure({ mode: "serial" });
// The refusals' 401, 422 and 429 answers, which the browser reports.
test.use({
  viewport: { width: 390, height: 844 },
  expectedConsoleErrors: /status of (401|422|429)/,
});

const NEW_PASSWORD = "the owner's fresh passphrase";
/** A listed password, taken from the list when the tests run (none is written here). */
let COMMON = "";
test.beforeAll(async () => {
  COMMON = inOtherCase(await listedPassword());
});
const COMMON_REASON =
  "This password is on a list of common passwords that attackers try first. Please choose another.";
/** The reason, after the field's hint in its description. */
const commonReason = new RegExp(`${COMMON_REASON.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServerWithAccounts([OWNER, STAFF]);
});
test.afterAll(async () => {
  await server?.stop();
});

async function signedIn(page: Page, account: Account) {
  await signInAs(page, server.url, account);
  await expect(page).toHaveURL(`${server.url}/admin`);
}

/** A browser of its own (another device of the same person, or another person's). */
async function anotherBrowser(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

async function fillChange(page: Page, current: string, password: string, repeat = password) {
  await page.getByLabel("Current password").fill(current);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("The new password again").fill(repeat);
  await page.getByRole("button", { name: "Change the password" }).click();
}

test("a wrong current password and a common new one are refused, each under its field", async ({
  page,
}) => {
  await signedIn(page, STAFF);
  // Staff have the page too: every account changes its own password.
  await page
    .getByRole("navigation", { name: "Inbox" })
    .getByRole("link", { name: "Your password" })
    .click();
  await expect(page).toHaveURL(`${server.url}/admin/password`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change your password");
  await expect(page.getByLabel("Current password")).toHaveAttribute(
    "autocomplete",
    "current-password",
  );
  await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
    /At least 12 characters/,
  );

  await fillChange(page, "not my password at all", "a passphrase of my own");
  const current = page.getByLabel("Current password");
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toHaveAccessibleDescription("That is not your current password.");

  await fillChange(page, STAFF.password, COMMON);
  const chosen = page.getByLabel("New password", { exact: true });
  await expect(chosen).toHaveAttribute("aria-invalid", "true");
  await expect(chosen).toHaveAccessibleDescription(commonReason);
  await expect(page.getByLabel("Current password")).not.toHaveAttribute("aria-invalid", "true");

  expect(await axeViolations(page)).toEqual([]);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await sidewaysScroll(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
  await expect(page.getByRole("main")).toHaveCount(1);
});

test("a change signs out the other browser, retires the old password and is in the audit log", async ({
  page,
  browser,
}) => {
  const other = await anotherBrowser(browser);
  await signedIn(other.page, OWNER);
  await signedIn(page, OWNER);

  // On a desktop the account's email beside "Sign out" leads to the page.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("link", { name: `${OWNER.email} (your password)` }).click();
  await expect(page).toHaveURL(`${server.url}/admin/password`);
  await fillChange(page, OWNER.password, NEW_PASSWORD);
  const done = page.getByRole("status");
  await expect(done).toContainText("Your password is changed.");
  await expect(done).toContainText("1 other session was signed out");

  // The other browser is signed out; this one stays signed in, on a new session.
  await other.page.goto(`${server.url}/admin`);
  await expect(other.page).toHaveURL(/\/admin\/login\?next=/);
  await page.goto(`${server.url}/admin`);
  await expect(page).toHaveURL(`${server.url}/admin`);

  // Only the new password signs in now.
  const stranger = await anotherBrowser(browser);
  await signInAs(stranger.page, server.url, OWNER);
  await expect(stranger.page.getByRole("alert")).toHaveText(
    "That email and password do not match an account.",
  );
  await signedIn(stranger.page, { ...OWNER, password: NEW_PASSWORD });
  await other.context.close();
  await stranger.context.close();

  await page.goto(`${server.url}/admin/audit`);
  await expect(
    page.getByText("Changed their password: signed out 1 other session").first(),
  ).toBeVisible();
});

test("an invitation's page refuses a common password with its reason", async ({
  page,
  browser,
}) => {
  await signedIn(page, { ...OWNER, password: NEW_PASSWORD });
  await page.goto(`${server.url}/admin/team`);
  await page.getByLabel("Their email").fill("priya@example.in");
  await page.getByRole("button", { name: "Make an invitation link" }).click();
  const link = await page
    .getByRole("region", { name: "Invitation for priya@example.in" })
    .getByLabel("The link")
    .inputValue();

  const colleague = await anotherBrowser(browser);
  await colleague.page.goto(link);
  const listed = await listedPassword(1);
  await colleague.page.getByLabel("New password").fill(listed);
  await colleague.page.getByLabel("The same password again").fill(listed);
  await colleague.page.getByRole("button", { name: "Open my account" }).click();
  await expect(colleague.page.getByLabel("New password")).toHaveAccessibleDescription(commonReason);
  // Still on the link's page (its address without the token: issue 55).
  await expect(colleague.page).toHaveURL(`${server.url}/admin/set-password`);
  await colleague.context.close();
});
