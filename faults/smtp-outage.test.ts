import { rmSync } from "node:fs";

import { afterEach, describe, expect, it } from "vitest";

import { storedLeads } from "../e2e/lead-store.ts";
import { answers } from "../e2e/quote-helpers.ts";
import { ELAPSED_FIELD } from "#app/site/quote-fields.ts";
import {
  parseMail,
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from "#app/leads/notify/notify.test-helpers.ts";
import { notifications } from "#app/db/schema.server.ts";
import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { openStore } from "#app/db/store.server.ts";
import { siteConfig } from "#app/site/site.config.ts";
import { newDataDir, startServer, type ServerProcess } from "../scripts/lib/server-process.ts";

// The mail server goes down while quotes come in, and comes back: every lead's email arrives,
// once, with the Message-ID of its notification (decision 018), and a restart sends nothing
// again. The outbox retries a failed notification after 30 s (app/leads/notify/backoff.ts) and
// looks for due ones every 5 s; the test waits for that schedule rather than changing it.

const QUOTES = 3;
const OWNER = "owner@example.in";
/** The host in each Message-ID: PUBLIC_ORIGIN's, not set here, so the site config's. */
const HOST = new URL(siteConfig.origin).hostname;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sendQuote(url: string, message: string) {
  const response = await fetch(`${url}/api/leads`, {
    method: "POST",
    headers: { Origin: url, Accept: "application/json" },
    body: new URLSearchParams({ ...answers, message, [ELAPSED_FIELD]: "45000" }),
  });
  const body = (await response.json()) as { id?: string };
  return { status: response.status, id: body.id };
}

/** Resolves once `done()` holds, checking every 100 ms; fails after `ms` with `what`. */
async function until(done: () => boolean, ms: number, what: () => string) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what()}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** Each notification's id by its lead's id, read from a stopped server's data folder. */
async function emailNotifications(dataDir: string) {
  const store = await openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
  try {
    const rows = await store.db.select().from(notifications);
    return rows.filter((row) => row.channel === "email");
  } finally {
    await store.close();
  }
}

describe("SMTP down and back", () => {
  it("delivers every notification, and delivers each once when nothing else fails", async () => {
    const mail: ReceivedMail[] = [];
    let smtp: TestSmtpServer = await startSmtpServer();
    const port = smtp.port;
    cleanups.push(() => smtp.close());
    const dataDir = newDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, LEADS_NOTIFY_EMAIL: OWNER };
    let server: ServerProcess = await startServer(env, dataDir);
    cleanups.push(() => server.stop());

    // Up: a lead's email arrives at once.
    const before = await sendQuote(server.url, "Sent while the mail server is up.");
    expect(before.status).toBe(201);
    await smtp.waitFor(1);
    mail.push(...smtp.received);

    // Down: quotes are still stored and answered 201; their first attempt fails.
    await smtp.close();
    const sent = [before.id!];
    for (let index = 1; index <= QUOTES; index += 1) {
      const quote = await sendQuote(server.url, `Sent while the mail server is down, ${index}.`);
      expect(quote.status).toBe(201);
      sent.push(quote.id!);
    }
    await until(
      () => (server.output().match(/failed, next try at/g) ?? []).length >= QUOTES,
      15_000,
      () => `every first attempt failing:\n${server.output()}`,
    );

    // Back, on the same port: the retries (30 s after each failure) deliver them.
    smtp = await startSmtpServer(port);
    await until(
      () => smtp.received.length >= QUOTES,
      60_000,
      () => `${QUOTES} emails after the outage, got ${smtp.received.length}`,
    );
    // A worker's tick (5 s) and more: nothing more comes.
    await new Promise((wait) => setTimeout(wait, 6_000));
    mail.push(...smtp.received.splice(0));

    // A restart runs whatever is due at once: nothing is, so nothing is sent again.
    await server.stop();
    server = await startServer(env, dataDir);
    await new Promise((wait) => setTimeout(wait, 6_000));
    await server.stop();
    mail.push(...smtp.received.splice(0));

    // Each lead has one email notification, and its Message-ID arrived exactly once, to the
    // owner, about that lead.
    const leads = await storedLeads(dataDir);
    expect(leads.map((lead) => lead.id).sort()).toEqual([...sent].sort());
    const rows = await emailNotifications(dataDir);
    expect(rows.map((row) => row.leadId).sort()).toEqual([...sent].sort());
    expect(rows.every((row) => row.state === "sent")).toBe(true);

    const byMessageId = new Map<string, string[]>();
    for (const received of mail) {
      expect(received.envelope.to).toEqual([OWNER]);
      const parsed = parseMail(received.raw);
      const messageId = parsed.header("Message-ID") ?? "(none)";
      const leadId = /\/admin\/leads\/([0-9a-f-]{36})/.exec(parsed.text)?.[1] ?? "(none)";
      byMessageId.set(messageId, [...(byMessageId.get(messageId) ?? []), leadId]);
    }
    const expected = new Map(rows.map((row) => [`<${row.id}@${HOST}>`, [row.leadId]]));
    expect(Object.fromEntries(byMessageId)).toEqual(Object.fromEntries(expected));
    expect(mail).toHaveLength(QUOTES + 1);
  }, 110_000);
});
