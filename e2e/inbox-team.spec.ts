import type { Browser, Page } from "@playwright/test";
import pg from "pg";

import { createTestDatabase, dropTestDatabase } from "#app/db/test-stores.test-helpers.ts";
import {
  parseMail,
  startSmtpServer,
  type TestSmtpServer,
} from "#app/leads/notify/notify.test-helpers.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { sidewaysScroll } from "./sideways-scroll.ts";
import {
  type Account,
  OWNER,
  signInAs,
  startServerWithAccounts,
} from "../scripts/lib/inbox-accounts.ts";
import { answers } from "./quote-helpers.ts";
import type { ServerProcess } from "./server-process.ts";

// The team in the browser (issue 29), on a server of its own with a mail server on loopback:
// an owner invites a colleague, who joins as staff and cannot manage accounts; the owner
// resets the colleague's password by link; "Forgot password?" answers alike for every email;
// used and expired links are refused. The public site answers all along. On the embedded store,
// and on PostgreSQL when DATABASE_URL is set. Then the same without a mail server: links to copy.

test.describe.configure({ mode: "serial" });
// The 403 and 410 pages are answers too: the browser reports each in the console.
test.use({ expectedConsoleErrors: /status of 40[34]|status of 410/ });

const COLLEAGUE = { email: "priya@example.in", password: "priya's long passphrase" };
const NEW_PASSWORD = "priya's brand new passphrase";

/** The one-time link in the last email to `to`, on the server at `base`. */
async function linkMailedTo(smtp: TestSmtpServer, to: string, base: string, count = 1) {
  const mails = () => smtp.received.filter((mail) => mail.envelope.to.includes(to));
  await expect.poll(() => mails().length, { message: `emails to ${to}` }).toBe(count);
  const mail = parseMail(mails().at(-1)!.raw);
  const link = /https?:\/\/\S+\/admin\/set-password\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  // "Forgot password?" links point at the site's public origin: here, this server.
  const path = new URL(link!).pathname;
  return { subject: mail.header("Subject"), link: `${base}${path}` };
}

/** The public site and the quote form still answer. */
async function publicSiteAnswers(base: string) {
  expect((await fetch(`${base}/`)).status).toBe(200);
  const sent = await fetch(`${base}/api/leads`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({ ...answers, elapsed_ms: "5000" }),
  });
  expect(sent.status).toBe(201);
}

/** Signs in and waits for the inbox. */
async function signedIn(page: Page, base: string, account: Account) {
  await signInAs(page, base, account);
  await expect(page).toHaveURL(`${base}/admin`);
}

/** A browser of its own (another person's), signed in or not. */
async function newPerson(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

async function setPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: /Open my account|Set the password/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

const stores = [
  { kind: "embedded", databaseUrl: async () => "" },
  ...(process.env.DATABASE_URL ? [{ kind: "PostgreSQL", databaseUrl: createTestDatabase }] : []),
];

for (const { kind, databaseUrl } of stores) {
  test.describe(`the team on the ${kind} store`, () => {
    let smtp: TestSmtpServer;
    let server: ServerProcess;
    let database = "";

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      smtp = await startSmtpServer();
      database = await databaseUrl();
      server = await startServerWithAccounts(
        [OWNER],
        {
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          LEADS_NOTIFY_EMAIL: "leads@example.in",
          LEADS_FROM_EMAIL: "hello@example.in",
        },
        database,
      );
    });
    test.afterAll(async () => {
      await server?.stop();
      await smtp?.close();
      if (database) await dropTestDatabase(database);
    });

    test("an owner invites a colleague, who joins as staff and cannot manage accounts", async ({
      page,
      browser,
    }) => {
      await signedIn(page, server.url, OWNER);
      await page
        .getByRole("navigation", { name: "Inbox" })
        .getByRole("link", { name: "Team" })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
      await expect(page.getByText("The only owner: make another account an owner")).toBeVisible();

      await page.getByLabel("Their email").fill(COLLEAGUE.email);
      await page.getByRole("button", { name: "Send the invitation" }).click();
      await expect(page.getByRole("status").filter({ hasText: "is emailed to" })).toHaveText(
        `The invitation is emailed to ${COLLEAGUE.email}. It works once, for 72 hours (3 days).`,
      );
      await expect(page.getByRole("region", { name: "Waiting to join" })).toContainText(
        COLLEAGUE.email,
      );
      const invitation = await linkMailedTo(smtp, COLLEAGUE.email, server.url);
      expect(invitation.subject).toMatch(/^You are invited to the .+ inbox$/);
      await publicSiteAnswers(server.url);

      const colleague = await newPerson(browser);
      await colleague.page.goto(invitation.link);
      await expect(colleague.page.getByRole("heading", { level: 1 })).toContainText("Welcome");
      await expect(colleague.page.getByText("You are invited as staff")).toBeVisible();
      await setPassword(colleague.page, invitation.link, COLLEAGUE.password);
      const nav = colleague.page.getByRole("navigation", { name: "Inbox" });
      await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Team" })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: "A person's data" })).toHaveCount(0);
      await expect(colleague.page.getByRole("link", { name: "Export these as CSV" })).toHaveCount(
        0,
      );

      // Typed or sent by hand, the owners' pages and actions refuse staff.
      const team = await colleague.page.goto(`${server.url}/admin/team`);
      expect(team?.status()).toBe(403);
      await expect(colleague.page.getByText("Only an owner of the inbox can manage")).toBeVisible();
      expect((await colleague.page.request.get(`${server.url}/admin/leads.csv`)).status()).toBe(
        403,
      );
      const people = await colleague.page.goto(`${server.url}/admin/people`);
      expect(people?.status()).toBe(403);
      const refusedForms: Record<string, string>[] = [
        { intent: "invite", email: "stranger@example.in", role: "owner" },
        { intent: "remove", email: OWNER.email },
        { intent: "role", email: COLLEAGUE.email, role: "owner" },
      ];
      for (const form of refusedForms) {
        const refused = await colleague.page.request.post(`${server.url}/admin/team`, {
          form,
          headers: { Origin: server.url },
        });
        expect(refused.status(), form.intent).toBe(403);
      }
      await page.reload();
      await expect(page.getByRole("region", { name: /^Accounts/ })).toContainText(COLLEAGUE.email);
      await expect(page.getByRole("region", { name: /^Accounts/ })).not.toContainText(
        "stranger@example.in",
      );

      // The invitation worked once.
      await colleague.page.goto(invitation.link);
      await expect(colleague.page.getByRole("heading", { level: 1 })).toHaveText(
        "This link no longer works",
      );
      await colleague.context.close();
    });

    test("the owner resets the colleague's password by link: their sessions end", async ({
      page,
      browser,
    }) => {
      const colleague = await newPerson(browser);
      await signedIn(colleague.page, server.url, COLLEAGUE);

      await signedIn(page, server.url, OWNER);
      await page.goto(`${server.url}/admin/team`);
      await page
        .getByRole("button", { name: `Send a new password link to ${COLLEAGUE.email}` })
        .click();
      await expect(page.getByRole("status").filter({ hasText: "is emailed to" })).toContainText(
        `The link to set a new password is emailed to ${COLLEAGUE.email}.`,
      );
      const reset = await linkMailedTo(smtp, COLLEAGUE.email, server.url, 2);
      expect(reset.subject).toMatch(/^Set a new password for the .+ inbox$/);

      const phone = await newPerson(browser);
      await setPassword(phone.page, reset.link, NEW_PASSWORD);
      // The session signed in before the reset is over.
      await colleague.page.reload();
      await expect(colleague.page).toHaveURL(/\/admin\/login/);
      await signedIn(colleague.page, server.url, { ...COLLEAGUE, password: NEW_PASSWORD });
      await publicSiteAnswers(server.url);
      await Promise.all([colleague.context.close(), phone.context.close()]);
    });

    test("Forgot password? answers alike for a known and an unknown email; its link works once", async ({
      page,
    }) => {
      const ask = async (email: string) => {
        await page.goto(`${server.url}/admin/login`);
        await page.getByRole("link", { name: "Forgot password?" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
        await page.getByLabel("Email").fill(email);
        await page.getByRole("button", { name: "Send me a link" }).click();
        const answer = page.getByRole("status");
        await expect(answer).toContainText("If");
        return { text: (await answer.textContent())!.replace(email, "EMAIL") };
      };
      const known = await ask(COLLEAGUE.email);
      const unknown = await ask("nobody@example.in");
      expect(unknown.text).toBe(known.text);
      expect(known.text).toContain("If EMAIL has an account, a link to set a new password");

      const forgot = await linkMailedTo(smtp, COLLEAGUE.email, server.url, 3);
      expect(smtp.received.some((mail) => mail.envelope.to.includes("nobody@example.in"))).toBe(
        false,
      );
      await setPassword(page, forgot.link, COLLEAGUE.password);
      await page.goto(forgot.link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");
      expect((await page.request.get(forgot.link)).status()).toBe(410);
    });

    // On PostgreSQL alone: the test ages the link in the database beside the running server,
    // and the embedded store is that server's alone (the unit tests age links on both stores).
    // Declared only there rather than skipped, so that a CI run skips nothing.
    if (kind !== "embedded") {
      test("a link past its time is refused", async ({ page }) => {
        await signedIn(page, server.url, OWNER);
        await page.goto(`${server.url}/admin/team`);
        await page.getByLabel("Their email").fill("late@example.in");
        await page.getByRole("button", { name: "Send the invitation" }).click();
        const late = await linkMailedTo(smtp, "late@example.in", server.url);
        // 72 hours pass.
        const client = new pg.Client({ connectionString: database });
        await client.connect();
        await client.query(
          "update account_links set expires_at = now() - interval '1 minute' where email = $1",
          ["late@example.in"],
        );
        await client.end();
        await page.goto(late.link);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "This link no longer works",
        );
      });
    }
  });
}

test.describe("the team without a mail server", () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServerWithAccounts([OWNER]);
  });
  test.afterAll(() => server?.stop());

  test("an invitation is a link to copy, and the sign-in page offers no reset it cannot send", async ({
    page,
    browser,
  }) => {
    await page.goto(`${server.url}/admin/login`);
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveCount(0);
    await expect(page.getByText("Ask an owner of the inbox for a link")).toBeVisible();
    await expect(page.getByText("npm run inbox")).toHaveCount(0);

    await signedIn(page, server.url, OWNER);
    await page.goto(`${server.url}/admin/team`);
    await page.getByLabel("Their email").fill(COLLEAGUE.email);
    await page.getByLabel("Role").selectOption("owner");
    await page.getByRole("button", { name: "Make an invitation link" }).click();
    const passOn = page.getByRole("region", { name: `Invitation for ${COLLEAGUE.email}` });
    await expect(passOn).toContainText("There is no mail server to send it");
    const link = await passOn.getByLabel("The link").inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}/admin/set-password/[A-Za-z0-9_-]{43}$`));

    const colleague = await newPerson(browser);
    await colleague.page.goto(link);
    await expect(colleague.page.getByText("You are invited as owner")).toBeVisible();
    await setPassword(colleague.page, link, COLLEAGUE.password);
    await expect(
      colleague.page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Team" }),
    ).toBeVisible();
    await colleague.context.close();
  });

  for (const width of [390, 1440]) {
    test(`axe finds nothing on the team's pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await signedIn(page, server.url, OWNER);
      await page.goto(`${server.url}/admin/team`);
      // With a link to pass on, and an invitation waiting.
      await page.getByLabel("Their email").fill(`axe-${width}@example.in`);
      await page.getByRole("button", { name: "Make an invitation link" }).click();
      await expect(page.getByLabel("The link")).toBeVisible();
      await page.getByText("Remove…").first().click();
      expect(await axeViolations(page), "/admin/team").toEqual([]);
      const link = await page.getByLabel("The link").inputValue();
      const visitor = await page
        .context()
        .browser()!
        .newContext({ viewport: page.viewportSize()! });
      const stranger = await visitor.newPage();
      await stranger.goto(link);
      expect(await axeViolations(stranger), "/admin/set-password").toEqual([]);
      await stranger.goto(`${server.url}/admin/forgot-password`);
      expect(await axeViolations(stranger), "/admin/forgot-password").toEqual([]);
      await stranger.goto(`${server.url}/admin/set-password/${"x".repeat(43)}`);
      expect(await axeViolations(stranger), "a link that no longer works").toEqual([]);
      await visitor.close();
      // No horizontal scroll.
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }
});
