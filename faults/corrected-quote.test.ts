import { rmSync } from "node:fs";

import { afterEach, describe, expect, it } from "vitest";

import { storedLeads } from "../e2e/lead-store.ts";
import { answers } from "../e2e/quote-helpers.ts";
import { ELAPSED_FIELD } from "#app/site/quote-fields.ts";
import { parseMail, startSmtpServer } from "#app/leads/notify/notify.test-helpers.ts";
import { newDataDir, startServer } from "../scripts/lib/server-process.ts";

// A visitor sends a quote, sees the WhatsApp number was wrong, corrects it and sends again with
// the same email and message: that is a second lead, stored and notified. A resend of exactly
// the same answers (a double click, a retry after a lost answer) is still one lead.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sendQuote(url: string, values: Record<string, string>) {
  const response = await fetch(`${url}/api/leads`, {
    method: "POST",
    headers: { Origin: url, Accept: "application/json" },
    body: new URLSearchParams({ ...values, [ELAPSED_FIELD]: "60000" }),
  });
  return { status: response.status, ...((await response.json()) as { id?: string }) };
}

describe("a quote sent again with a corrected phone number", () => {
  it("is a second lead, notified; an exact resend is stored once", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const dataDir = newDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, LEADS_NOTIFY_EMAIL: "owner@example.in" },
      dataDir,
    );
    cleanups.push(() => server.stop());

    const corrected = { ...answers, whatsapp: "+91 90000 12346" };
    const first = await sendQuote(server.url, answers);
    const second = await sendQuote(server.url, corrected);
    // The corrected quote again (the answer was lost, the visitor pressed Send once more).
    const resent = await sendQuote(server.url, corrected);

    expect([first.status, second.status, resent.status]).toEqual([201, 201, 201]);
    expect(second.id).not.toBe(first.id);
    expect(resent.id).toBe(second.id);

    // Both leads reach the owner, each with its own number; the resend adds nothing.
    await smtp.waitFor(2);
    await new Promise((wait) => setTimeout(wait, 6_000));
    const texts = smtp.received.map((mail) => parseMail(mail.raw).text);
    expect(texts).toHaveLength(2);
    expect(texts.map((text) => /^WhatsApp: (.*)$/m.exec(text)?.[1]).sort()).toEqual(
      [answers.whatsapp, corrected.whatsapp].sort(),
    );

    await server.stop();
    const leads = await storedLeads(dataDir);
    expect(leads.map((lead) => [lead.id, lead.whatsapp, lead.email, lead.message])).toEqual([
      [first.id, answers.whatsapp, answers.email, answers.message],
      [second.id, corrected.whatsapp, answers.email, answers.message],
    ]);
  });
});
