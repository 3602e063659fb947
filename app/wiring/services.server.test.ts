// @vitest-environment node
import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { and, eq } from "drizzle-orm";

import { leads, notifications, users } from "#app/db/schema.server.ts";
import { blankStore, storeKinds, testLead } from "#app/db/test-stores.test-helpers.ts";
import { saveDevice } from "#app/inbox/alerts/push-devices.server.ts";
import { testDevice } from "#app/leads/notify/push.test-helpers.ts";
import {
  parseMail,
  startSmtpServer,
  type TestSmtpServer,
} from "#app/leads/notify/notify.test-helpers.ts";

import { startLeadServices, type LeadServices } from "./services.server.ts";

/** 09:00 on 27 Nov 2026 in India. */
const NINE = new Date("2026-11-27T03:30:00Z");

// Two servers on one PostgreSQL, their clocks at 09:00 IST: each account gets one email.
describe.runIf(storeKinds.includes("postgres"))("two servers at 09:00 IST", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("send each account's summary once", async () => {
    const blank = await blankStore("postgres");
    cleanups.push(() => blank.remove());
    const smtp: TestSmtpServer = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const setup = await blank.open();
    await setup.db.insert(users).values([
      { id: randomUUID(), email: "owner@agency.in", passwordHash: "x" },
      { id: randomUUID(), email: "staff@agency.in", passwordHash: "x" },
    ]);
    await setup.db.insert(leads).values(testLead({ name: "Meera Joshi", createdAt: NINE }));
    await setup.close();

    const env = {
      ...blank.env,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_NOTIFY_EMAIL: "owner@agency.in",
      LEADS_LIMIT_CONTACT_PER_HOUR: "0",
      LEADS_LIMIT_ADDRESS_PER_10_MIN: "0",
    };
    const servers: LeadServices[] = await Promise.all(
      [0, 1].map(() =>
        startLeadServices({
          env,
          migrationsFolder: MIGRATIONS_FOLDER,
          log: () => {},
          clock: () => NINE,
        }),
      ),
    );
    for (const server of servers) cleanups.push(() => server.close());
    await smtp.waitFor(2);
    // Time for a second copy to arrive, were one sent: the workers run every 5 s.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const mails = smtp.received.map((mail) => ({ to: mail.envelope.to, ...parseMail(mail.raw) }));
    expect(mails.map((mail) => mail.to).sort()).toEqual([["owner@agency.in"], ["staff@agency.in"]]);
    expect(mails[0]?.header("Subject")).toMatch(/inbox, 2026-11-27: /);
    expect(mails[0]?.text).toContain("Meera Joshi");
  }, 60_000);
});

// The embedded store remembers that no phone has alerts on, so that a quote need not ask
// (push-devices-seen.ts): a phone turned on after such quotes still hears of the next one.
describe.each(storeKinds)("phone alerts on the %s store", (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("reach a phone turned on after quotes that found none", async () => {
    const blank = await blankStore(kind);
    cleanups.push(() => blank.remove());
    const services = await startLeadServices({
      env: { ...blank.env, LEADS_LIMIT_CONTACT_PER_HOUR: "0", LEADS_LIMIT_ADDRESS_PER_10_MIN: "0" },
      migrationsFolder: MIGRATIONS_FOLDER,
      log: () => {},
    });
    cleanups.push(() => services.close());
    const quote = (message: string) =>
      services.receiveQuote(
        {
          name: "Meera Joshi",
          email: "meera@example.in",
          whatsapp: "+91 98765 43210",
          service: "Website Creation",
          message,
        },
        "203.0.113.9",
      );
    const pushesFor = async (leadId: string) =>
      (
        await services.store.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.leadId, leadId), eq(notifications.channel, "push")))
      ).length;

    const before = await quote("A website for our bakery in Kothrud, please.");
    const again = await quote("And a menu page with prices for the bakery.");
    if (before.kind !== "stored" || again.kind !== "stored") throw new Error(before.kind);
    expect(await pushesFor(again.id)).toBe(0);

    const [owner] = await services.store.db
      .insert(users)
      .values({ id: randomUUID(), email: "owner@agency.in", passwordHash: "x" })
      .returning({ id: users.id });
    const saved = await saveDevice(services.store.db, {
      userId: owner!.id,
      sessionId: "session",
      subscription: { endpoint: "https://push.example/owner-phone", keys: testDevice().keys },
      label: "Chrome on Android",
    });
    expect(saved.ok).toBe(true);

    const after = await quote("Could you also look after our Instagram page?");
    if (after.kind !== "stored") throw new Error(after.kind);
    expect(await pushesFor(after.id)).toBe(1);
  }, 60_000);
});
