// @vitest-environment node
import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { leads, users } from "#app/db/schema.server.ts";
import { blankStore, storeKinds, testLead } from "#app/db/test-stores.ts";
import { parseMail, startSmtpServer, type TestSmtpServer } from "#app/leads/notify/test-helpers.ts";

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
