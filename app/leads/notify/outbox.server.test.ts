// @vitest-environment node
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { leads, notifications, type NotificationChannel } from "#app/db/schema.server.ts";
import type { Db, Store } from "#app/db/store.server.ts";
import { describeStores, testLead } from "#app/db/test-stores.test-helpers.ts";
import { GIVE_UP_AFTER_MS } from "./backoff.ts";
import type { WebhookPayload } from "./deliver-webhook.server.ts";
import { emailDeliverer } from "./deliver-email.server.ts";
import { webhookDeliverer } from "./deliver-webhook.server.ts";
import {
  CLAIM_MS,
  deliverDue,
  enqueueNotifications,
  retryNotification,
  startOutboxWorker,
  type Deliverers,
} from "./outbox.server.ts";
import {
  parseMail,
  smtpSettings,
  startSmtpServer,
  testSecret,
  type TestSmtpServer,
} from "./notify.test-helpers.ts";

const T0 = new Date("2026-03-14T05:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const origin = "https://www.example.in";
const emailTo = (port: number): Deliverers => ({
  email: emailDeliverer(smtpSettings(port), origin, "Marigold Digital"),
});

/** A port nothing listens on (the SMTP server is down), free to start one on later. */
async function closedPort() {
  const server = await startSmtpServer();
  await server.close();
  return server.port;
}

/** A webhook receiver that answers 204 and counts the calls. */
async function startReceiver() {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      bodies.push(Buffer.concat(chunks).toString("utf8"));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeStores("the outbox", (store) => {
  let smtp: TestSmtpServer | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  /** Stores a lead and its notifications in one transaction, as the capture code does. */
  async function storeLead(channels: NotificationChannel[], now = T0, db: Db = store.db) {
    const lead = testLead();
    await db.transaction(async (tx) => {
      await tx.insert(leads).values(lead);
      await enqueueNotifications(tx, lead.id, channels, now);
    });
    return lead;
  }
  const rowsOf = (leadId: string) =>
    store.db.select().from(notifications).where(eq(notifications.leadId, leadId));
  const onlyRow = async (leadId: string) => {
    const rows = await rowsOf(leadId);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  /** A real SMTP server and webhook receiver, and the deliverers that send to them. */
  const emailAndWebhook = async () => {
    smtp = await startSmtpServer();
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const deliverers: Deliverers = {
      ...emailTo(smtp.port),
      webhook: webhookDeliverer(
        { url: receiver.url, secret: testSecret() },
        origin,
        "Marigold Digital",
      ),
    };
    return { smtp, receiver, deliverers };
  };

  it("delivers a lead's email and webhook notifications, each once", async () => {
    const { smtp, receiver, deliverers } = await emailAndWebhook();
    const lead = await storeLead(["email", "webhook"]);

    expect(await deliverDue(store, deliverers, T0)).toEqual({
      sent: 2,
      retrying: 0,
      failed: 0,
      problems: [],
    });
    expect(parseMail((await smtp.waitFor(1)).raw).header("Subject")).toBe(
      "New quote request: Website Creation",
    );
    expect(
      receiver.bodies.map((body) => (JSON.parse(body) as { lead: { id: string } }).lead.id),
    ).toEqual([lead.id]);
    const rows = await rowsOf(lead.id);
    expect(rows.map((row) => [row.channel, row.state, row.attempts, row.sentAt]).sort()).toEqual([
      ["email", "sent", 1, T0],
      ["webhook", "sent", 1, T0],
    ]);

    // Nothing is sent twice.
    expect((await deliverDue(store, deliverers, at(3_600_000))).sent).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(receiver.bodies).toHaveLength(1);
  });

  it("sends a notification again when the database failed to record it as sent, with the same Message-ID and delivery id", async () => {
    const { smtp, receiver, deliverers } = await emailAndWebhook();
    const lead = await storeLead(["email", "webhook"]);
    const ids = Object.fromEntries((await rowsOf(lead.id)).map((row) => [row.channel, row.id]));

    // The database goes away after the sends, before their outcome is written.
    const lost: Pick<Store, "db"> = {
      db: new Proxy(store.db, {
        get(target, key) {
          if (key === "update") {
            return () => ({
              set: () => ({
                where: () => Promise.reject(new Error("Connection terminated unexpectedly")),
              }),
            });
          }
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === "function" ? (value as () => unknown).bind(target) : value;
        },
      }),
    };
    await expect(deliverDue(lost, deliverers, T0)).rejects.toThrow("Connection terminated");
    await smtp.waitFor(1);
    expect(receiver.bodies).toHaveLength(1);

    // Still claimed: not sent again at once...
    expect((await deliverDue(store, deliverers, at(CLAIM_MS - 1000))).sent).toBe(0);
    // ...but once the claim has run out: at least once.
    expect(await deliverDue(store, deliverers, at(CLAIM_MS))).toMatchObject({ sent: 2 });
    await smtp.waitFor(2);
    expect(receiver.bodies).toHaveLength(2);
    expect((await deliverDue(store, deliverers, at(3_600_000))).sent).toBe(0);

    // The repeat is recognisable: the same Message-ID, the same delivery id.
    expect(smtp.received.map((mail) => parseMail(mail.raw).header("Message-ID"))).toEqual([
      `<${ids.email}@www.example.in>`,
      `<${ids.email}@www.example.in>`,
    ]);
    expect(receiver.bodies.map((body) => (JSON.parse(body) as WebhookPayload).id)).toEqual([
      ids.webhook,
      ids.webhook,
    ]);
    expect((await rowsOf(lead.id)).every((row) => row.state === "sent")).toBe(true);
  });

  it("keeps the email while the SMTP server is down and sends it once it is back", async () => {
    const port = await closedPort();
    const lead = await storeLead(["email"]);

    const down = await deliverDue(store, emailTo(port), T0);
    expect(down).toMatchObject({ sent: 0, retrying: 1, failed: 0 });
    let row = await onlyRow(lead.id);
    expect(row).toMatchObject({ state: "pending", attempts: 1, nextAttemptAt: at(30_000) });
    expect(row.lastError).toMatch(/^the mail server could not be reached \(.*ECONNREFUSED.*\)$/);
    for (const data of [lead.name, lead.email, lead.whatsapp]) {
      expect(row.lastError).not.toContain(data);
    }

    // Not due yet: no attempt.
    expect(await deliverDue(store, emailTo(port), at(10_000))).toMatchObject({
      sent: 0,
      retrying: 0,
    });

    smtp = await startSmtpServer(port);
    expect(await deliverDue(store, emailTo(port), at(31_000))).toMatchObject({ sent: 1 });
    const mail = parseMail((await smtp.waitFor(1)).raw);
    expect(mail.text).toContain(`Name: ${lead.name}`);
    row = await onlyRow(lead.id);
    expect(row).toMatchObject({ state: "sent", attempts: 2, lastError: null, sentAt: at(31_000) });
  });

  it("retries on the schedule for 24 hours, then gives up; the owner can retry", async () => {
    const port = await closedPort();
    const lead = await storeLead(["email"]);

    const attemptTimes: Date[] = [];
    let now = T0;
    for (;;) {
      attemptTimes.push(now);
      await deliverDue(store, emailTo(port), now);
      const row = await onlyRow(lead.id);
      if (row.state !== "pending") break;
      now = row.nextAttemptAt;
    }
    const row = await onlyRow(lead.id);
    expect(row.state).toBe("failed");
    expect(row.lastError).toMatch(/could not be reached/);
    // 30 s, 1, 2, 5, 10 and 30 min, then hourly, and a last try at the 24-hour mark.
    const minutesAfterT0 = attemptTimes.map((time) => (time.getTime() - T0.getTime()) / 60_000);
    expect(minutesAfterT0.slice(0, 8)).toEqual([0, 0.5, 1.5, 3.5, 8.5, 18.5, 48.5, 108.5]);
    expect(attemptTimes.at(-1)).toEqual(at(GIVE_UP_AFTER_MS));
    expect(row.attempts).toBe(attemptTimes.length);
    expect(row.attempts).toBe(31);

    // Given up: no further attempts on its own.
    expect(await deliverDue(store, emailTo(port), at(GIVE_UP_AFTER_MS + 3_600_000))).toMatchObject({
      sent: 0,
      failed: 0,
    });

    // The owner fixes the mail server and presses "retry".
    smtp = await startSmtpServer(port);
    const later = at(GIVE_UP_AFTER_MS + 7_200_000);
    const retry = { leadId: lead.id, notificationId: row.id };
    expect(await retryNotification(store.db, retry, later)).toBe(true);
    expect(await deliverDue(store, emailTo(port), later)).toMatchObject({ sent: 1 });
    await smtp.waitFor(1);
    expect(await onlyRow(lead.id)).toMatchObject({ state: "sent", lastError: null });
    // A sent notification is not sent again.
    expect(await retryNotification(store.db, retry, later)).toBe(false);
  }, 30_000);

  it("retries a notification only for its own lead, as a lead's page asks", async () => {
    const failing = await storeLead(["webhook"]);
    const other = await storeLead(["webhook"]);
    const row = await onlyRow(failing.id);
    await store.db
      .update(notifications)
      .set({ state: "failed" })
      .where(eq(notifications.id, row.id));
    const later = at(3_600_000);
    const fromOther = { leadId: other.id, notificationId: row.id };
    expect(await retryNotification(store.db, fromOther, later)).toBe(false);
    expect(await onlyRow(failing.id)).toMatchObject({ state: "failed" });
    const fromItsOwn = { leadId: failing.id, notificationId: row.id };
    expect(await retryNotification(store.db, fromItsOwn, later)).toBe(true);
    expect(await onlyRow(failing.id)).toMatchObject({ state: "pending", nextAttemptAt: later });
  });

  it("stores a short reason, never an error's own message, and retries an unconfigured channel", async () => {
    const lead = await storeLead(["email", "webhook"]);
    const run = await deliverDue(
      store,
      {
        email: async (failing) => {
          throw new Error(`could not send for ${failing.name} <${failing.email}>`);
        },
      },
      T0,
    );
    expect(run).toMatchObject({ sent: 0, retrying: 2, failed: 0 });
    const reasons = Object.fromEntries(
      (await rowsOf(lead.id)).map((row) => [row.channel, row.lastError]),
    );
    expect(reasons).toEqual({
      email: "unexpected error (Error)",
      webhook: "webhook is not configured on this server",
    });
    expect(run.problems.map((problem) => problem.reason).sort()).toEqual(
      [reasons.email, reasons.webhook].sort(),
    );
  });

  it("erases a lead's notifications with the lead", async () => {
    const lead = await storeLead(["email", "webhook"]);
    const kept = await storeLead(["email"]);
    expect(await rowsOf(lead.id)).toHaveLength(2);
    await store.db.delete(leads).where(eq(leads.id, lead.id));
    expect(await rowsOf(lead.id)).toEqual([]);
    expect(await rowsOf(kept.id)).toHaveLength(1);
  });

  it("delivers each notification exactly once when two workers run at the same time", async () => {
    // PostgreSQL: two stores on one database, as two server processes. Embedded: one store
    // (one process), two overlapping runs, as a nudge during a timer's run.
    const other: Store = store.kind === "postgres" ? await store.reopen() : store;
    if (other !== store) cleanups.push(() => other.close());
    const stored = [];
    for (let i = 0; i < 25; i += 1) stored.push((await storeLead(["webhook"])).id);

    const deliveries: string[] = [];
    const counting: Deliverers = {
      webhook: async (lead) => {
        deliveries.push(lead.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const [first, second] = await Promise.all([
      deliverDue(store, counting, T0),
      deliverDue(other, counting, T0),
    ]);

    expect(first.sent + second.sent).toBe(25);
    expect(deliveries.sort()).toEqual(stored.sort());
    const states = await store.db.select({ state: notifications.state }).from(notifications);
    expect(states.every((row) => row.state === "sent")).toBe(true);
  });

  it("runs in the background: at start, and at once when nudged", async () => {
    smtp = await startSmtpServer();
    const leadsStored = [await storeLead(["email"], new Date())];
    const lines: string[] = [];
    const worker = startOutboxWorker({
      store,
      deliverers: emailTo(smtp.port),
      intervalMs: 60_000,
      log: (line) => lines.push(line),
    });
    try {
      await smtp.waitFor(1);
      leadsStored.push(await storeLead(["email"], new Date()));
      worker.nudge();
      // Long before the next 60-second tick.
      await smtp.waitFor(2);
    } finally {
      await worker.stop();
    }
    expect(lines.filter((line) => line.startsWith("Notifications: "))).not.toEqual([]);
    for (const { name, email } of leadsStored) {
      expect(lines.join("\n")).not.toContain(name);
      expect(lines.join("\n")).not.toContain(email);
    }
  });
});

describe("the outbox worker", () => {
  it("logs a failed run without throwing, and keeps running", async () => {
    const broken = {
      db: {
        // As drizzle reports a failed query: the SQL and parameters, and the cause.
        transaction: () =>
          Promise.reject(
            new Error("Failed query: select …\nparams: pending,2026-03-14T05:00:00.000Z", {
              cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
                code: "ECONNREFUSED",
              }),
            }),
          ),
      } as unknown as Db,
    };
    const lines: string[] = [];
    const logged = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (lines.length >= count ? resolve() : setTimeout(check, 5));
        check();
      });
    const worker = startOutboxWorker({
      store: broken,
      deliverers: {},
      intervalMs: 60_000,
      log: (line) => lines.push(line),
    });
    await logged(1);
    worker.nudge();
    await logged(2);
    await worker.stop();
    // The error's kind and code, never its message (drizzle's spells out the parameters).
    expect(lines).toEqual([
      "Notifications could not be delivered: Error > Error ECONNREFUSED",
      "Notifications could not be delivered: Error > Error ECONNREFUSED",
    ]);
  });
});
