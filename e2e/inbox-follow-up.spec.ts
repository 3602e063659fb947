import type { Page } from "@playwright/test";

import {
  parseMail,
  startSmtpServer,
  type TestSmtpServer,
} from "../app/leads/notify/notify.test-helpers.ts";
import { formatIst } from "#app/inbox/format-ist.ts";
import { istDateTimeValue, parseIstDateTime } from "#app/inbox/ist-time.ts";

import { expect, test } from "./fixtures.ts";
import { OWNER, signInAs, STAFF, startServerWithAccounts } from "../scripts/lib/inbox-accounts.ts";
import { answers } from "./quote-helpers.ts";
import type { ServerProcess } from "./server-process.ts";

// Following a lead up on its page, at phone width: the status, a note, an assignee and a next
// step, a reply by email (through a mail server on loopback) or in the mail app, a call and a
// WhatsApp recorded with one tap, a correction; each visible in the lead's history.

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 } });

let smtp: TestSmtpServer;
let withMail: ServerProcess;
let withoutMail: ServerProcess;

const serverWithAccounts = (env: Record<string, string>) =>
  startServerWithAccounts([OWNER, STAFF], env);

test.beforeAll(async () => {
  // Two servers, each with its accounts made by the command-line tool: slower than a test.
  test.setTimeout(120_000);
  smtp = await startSmtpServer();
  [withMail, withoutMail] = await Promise.all([
    serverWithAccounts({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_NOTIFY_EMAIL: "owner@example.in",
      LEADS_FROM_EMAIL: "hello@marigold.example.in",
    }),
    serverWithAccounts({}),
  ]);
});
test.afterAll(async () => {
  await Promise.all([withMail?.stop(), withoutMail?.stop()]);
  await smtp?.close();
});

/** Sends a quote as the public form does; resolves with the lead's page. */
async function newLead(server: ServerProcess, overrides: Record<string, string> = {}) {
  const sent = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({ ...answers, elapsed_ms: "5000", ...overrides }),
  });
  expect(sent.status).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  return `${server.url}/admin/leads/${id}`;
}

async function signIn(page: Page, server: ServerProcess, account = OWNER) {
  await signInAs(page, server.url, account);
  await expect(page).toHaveURL(`${server.url}/admin`);
}

const historyCard = (page: Page) => page.getByRole("region", { name: "History" });

/** The entries of the lead's history (not the lines inside one). */
const history = (page: Page) => page.getByRole("region", { name: "History" }).locator("ol > li");

test("a status tapped twice stays put, and shows which one is current", async ({ page }) => {
  const lead = await newLead(withoutMail, { email: "twice@example.in" });
  await signIn(page, withoutMail);
  await page.goto(lead);
  const status = page.getByRole("region", { name: "Status" });
  const contacted = status.getByRole("button", { name: "Contacted" });
  const box = (await contacted.boundingBox())!;
  await contacted.click();
  await expect(status.getByRole("status")).toHaveText("Marked Contacted.");
  // The same place again, as a second tap of a finger: the buttons have not moved.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForLoadState("networkidle");
  await expect(status.getByRole("button", { pressed: true })).toHaveText(/Contacted/);
  await expect(status.getByRole("button", { name: "New" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(history(page)).toHaveCount(1);
  await expect(history(page)).toContainText("New → Contacted");
});

test("a saved note leaves the box empty and says so beside its button", async ({ page }) => {
  const lead = await newLead(withoutMail, { email: "note@example.in" });
  await signIn(page, withoutMail);
  await page.goto(lead);
  const card = page.getByRole("region", { name: "Add a note" });
  await card.getByLabel(/Note/).fill("Wants the menu online before Diwali.");
  await card.getByRole("button", { name: "Save note" }).click();
  const said = card.getByRole("status");
  await expect(said).toHaveText("Note added.");
  await expect(card.getByLabel(/Note/)).toHaveValue("");
  await expect(history(page).filter({ hasText: "Wants the menu online" })).toHaveCount(1);
  // Within a thumb's reach of the button, not a screen away.
  const button = (await card.getByRole("button", { name: "Save note" }).boundingBox())!;
  const message = (await said.boundingBox())!;
  expect(Math.abs(message.y - button.y)).toBeLessThan(150);
});

test("assigned, given a next step that is overdue, called and sent a WhatsApp", async ({
  page,
}) => {
  const lead = await newLead(withoutMail, { email: "follow@example.in" });
  await signIn(page, withoutMail);
  await page.goto(lead);
  await expect(page.getByText(/^Waiting .* for a first response\.$/)).toBeVisible();

  const followUp = page.getByRole("region", { name: "Follow-up" });
  await followUp.getByLabel("Assigned to").selectOption({ label: STAFF.email });
  await followUp.getByRole("button", { name: "Assign" }).click();
  await expect(followUp.getByRole("status")).toHaveText("Assigned.");
  await expect(historyCard(page)).toContainText(`Assigned to ${STAFF.email}`);

  // 10:30 a month ago: overdue, and inside the year back a next step may be due.
  const due = `${istDateTimeValue(new Date(Date.now() - 30 * 86_400_000)).slice(0, 10)}T10:30`;
  const dueWords = formatIst(parseIstDateTime(due)!);
  await followUp.getByLabel("Next step").fill("Call about the menu pages");
  await followUp.getByLabel("When (IST)").fill(due);
  await followUp.getByRole("button", { name: "Save next step" }).click();
  await expect(followUp.getByRole("status")).toHaveText("Next step saved.");
  await expect(followUp).toContainText(`overdue since ${dueWords}`);
  await expect(historyCard(page)).toContainText("Next step: Call about the menu pages");

  // In the list: first among the follow-ups due, marked overdue; and the staff's own lead.
  await page.goto(`${withoutMail.url}/admin`);
  await page.getByRole("link", { name: /^Follow-ups due/ }).click();
  const firstDue = page
    .getByRole("list", { name: /^Follow-ups/ })
    .getByRole("listitem")
    .first();
  await expect(firstDue).toContainText("Next: Call about the menu pages");
  await expect(firstDue).toContainText(`overdue since ${dueWords.split(",")[0]}`);
  await page.goto(lead);

  const reply = page.getByRole("region", { name: "Reply" });
  await reply.getByRole("button", { name: "I called" }).click();
  await expect(reply.getByRole("status").first()).toHaveText("Call recorded.");
  await reply.getByRole("button", { name: "I sent a WhatsApp" }).click();
  await expect(reply.getByRole("status").first()).toHaveText("WhatsApp recorded.");
  await expect(history(page).filter({ hasText: "Called them" })).toHaveCount(1);
  await expect(history(page).filter({ hasText: "Sent them a WhatsApp" })).toHaveCount(1);
  await expect(page.getByText(/^First response .* after it arrived\.$/)).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, withoutMail, STAFF);
  await page.getByRole("link", { name: /^Assigned to me/ }).click();
  await expect(page.getByRole("list", { name: /^Leads/ }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText(/^Median first response over the last 30 days: /)).toBeVisible();
});

test("a reply by email in Hindi is sent from the agency's address and kept in the history", async ({
  page,
}) => {
  const lead = await newLead(withMail, { email: "reply@example.in", name: "Sunita Patil" });
  await signIn(page, withMail);
  await page.goto(lead);
  const reply = page.getByRole("region", { name: "Reply" });
  await reply.getByRole("link", { name: "हिन्दी" }).click();
  await expect(reply.getByLabel("Subject")).toHaveValue(/पूछताछ/);
  await expect(reply.getByLabel("Email")).toHaveValue(/^नमस्ते Sunita Patil जी,/);
  const whatsapp = reply.getByRole("link", { name: /^WhatsApp/ });
  expect(decodeURIComponent((await whatsapp.getAttribute("href"))!)).toContain(
    "नमस्ते Sunita Patil जी",
  );

  await reply.getByLabel("Subject").fill("Aapki website ke baare mein");
  await reply.getByRole("button", { name: "Send email" }).click();
  await expect(reply.getByRole("status").last()).toContainText("Email queued");

  // The mail server also gets the owner's notification of the new lead: find the reply.
  await expect
    .poll(() => smtp.received.filter((m) => m.envelope.to.includes("reply@example.in")).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const mail = parseMail(
    smtp.received.find((m) => m.envelope.to.includes("reply@example.in"))!.raw,
  );
  expect(mail.header("To")).toContain("reply@example.in");
  expect(mail.header("From")).toContain("hello@marigold.example.in");
  expect(mail.header("Subject")).toBe("Aapki website ke baare mein");
  expect(mail.text).toContain("नमस्ते Sunita Patil जी,");

  await expect(async () => {
    await page.reload();
    await expect(history(page).filter({ hasText: "Emailed them (हिन्दी)" })).toContainText(
      "delivered to the mail server",
      { timeout: 1000 },
    );
  }).toPass({ timeout: 15_000 });
});

test("with no mail server, a reply opens the mail app filled in and is recorded", async ({
  page,
}) => {
  const lead = await newLead(withoutMail, { email: "mailapp@example.in" });
  await signIn(page, withoutMail);
  await page.goto(lead);
  // No mail app opens here: the link the page opens (and offers) is what counts.
  const reply = page.getByRole("region", { name: "Reply" });
  await reply.getByRole("button", { name: "Write in my mail app" }).click();
  const link = reply.getByRole("link", { name: "Open the reply in your mail app" });
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^mailto:mailapp@example\.in\?subject=/);
  expect(decodeURIComponent(href)).toContain("Hello Priya Sharma,");
  // Recorded: the page's history, revalidated after the action, shows it.
  await expect(historyCard(page)).toContainText("Wrote them an email in the mail app (English)");
});

test.describe("a correction the server refuses, then one it takes", () => {
  // The refusal is a 422, which the browser reports in its console.
  test.use({ expectedConsoleErrors: /status of 422/ });
  test("a lead is corrected field by field, the old values kept in its history", async ({
    page,
  }) => {
    const lead = await newLead(withoutMail, {
      email: "typo@example.in",
      whatsapp: "+91 90000 1234",
    });
    await signIn(page, withoutMail);
    await page.goto(lead);
    const sent = page.getByRole("region", { name: "What they sent" });
    await sent.getByText("Correct these details").click();
    await sent.getByLabel("Email").fill("priya@sharmasweets");
    await sent.getByLabel("WhatsApp").fill("+91 90000 12345");
    await sent.getByRole("button", { name: "Save the correction" }).click();
    // The browser lets it through; the server refuses it (no domain): the problem named under
    // its field, everything typed still there.
    await expect(sent.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(sent.getByLabel("Email")).toHaveValue("priya@sharmasweets");
    await expect(sent.getByLabel("WhatsApp")).toHaveValue("+91 90000 12345");

    await sent.getByLabel("Email").fill("typo.fixed@example.in");
    await sent.getByRole("button", { name: "Save the correction" }).click();
    await expect(sent.getByRole("status")).toContainText("Corrected.");
    await expect(
      sent.getByRole("definition").filter({ hasText: "typo.fixed@example.in" }),
    ).toBeVisible();
    const entry = history(page).filter({ hasText: "Corrected what they sent" });
    await expect(entry).toContainText("typo@example.in → typo.fixed@example.in");
    await expect(entry).toContainText("+91 90000 1234 → +91 90000 12345");
  });
});

test("the daily summary is turned off and on per account, or said to be off without a mail server", async ({
  page,
}) => {
  await signIn(page, withoutMail);
  await page.goto(`${withoutMail.url}/admin/alerts`);
  const off = page.getByRole("region", { name: "Daily summary" });
  await expect(off).toContainText("Off: the server has no mail server to send it with.");
  await expect(off.getByRole("checkbox")).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, withMail);
  await page.goto(`${withMail.url}/admin/alerts`);
  const summary = page.getByRole("region", { name: "Daily summary" });
  const box = summary.getByRole("checkbox", { name: /Email me at 09:00 IST/ });
  await expect(box).toBeChecked();
  await box.uncheck();
  await summary.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").first()).toHaveText("The daily summary is off for you.");
  await page.reload();
  await expect(summary.getByRole("checkbox", { name: /Email me at 09:00 IST/ })).not.toBeChecked();
});
