// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { leadFacts, leads } from "#app/db/schema.server.ts";
import { openStore, type Db } from "#app/db/store.server.ts";
import {
  blankStore,
  describeStores,
  storeKinds,
  testLead,
} from "#app/db/test-stores.test-helpers.ts";
import { changeStatus } from "#app/inbox/leads/lead-detail.server.ts";
import { correctLead } from "#app/inbox/leads/lead-correction.server.ts";
import { erasePerson } from "#app/inbox/leads/person-data.server.ts";
import { setWonValue } from "#app/inbox/leads/won-value.server.ts";
import { DAY_MS, istDay } from "#app/site/india-time.ts";
import { FORM_SERVICES } from "#app/site/service-lists.ts";

/*
 * The store keeps each lead's facts for the overview (lead_facts, migration 0014's trigger): the
 * overview counts them and nothing else, so they must be the lead's as it is now, after any
 * write, and worked out as the rest of the site works them out (India's day as istDay reckons
 * it; a source's parts as sourceOf is given them). Expected values are written out here, not
 * read back from the store's own expressions.
 */

const factsOf = async (db: Db, id: string) =>
  (await db.select().from(leadFacts).where(eq(leadFacts.leadId, id)))[0];

/** A service of the form's other than testLead's. */
const OTHER_SERVICE = FORM_SERVICES.find((service) => service !== testLead().service)!;

/** Days since 1 January 1970 of an IST date ("2026-11-01"), as istDay names it. */
const daysOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

describeStores("a lead's facts", (store) => {
  it("hold the day of India it arrived on, either side of midnight IST", async () => {
    // Midnight in India is 18:30 UTC the day before.
    const moments = ["2026-11-30T18:29:59.999Z", "2026-11-30T18:30:00.000Z", "2026-12-01T06:00Z"];
    for (const moment of moments) {
      const lead = testLead({ createdAt: new Date(moment) });
      await store.db.insert(leads).values(lead);
      const facts = await factsOf(store.db, lead.id);
      expect(facts?.istDay, moment).toBe(daysOf(istDay(new Date(moment))));
    }
    expect(moments.map((moment) => istDay(new Date(moment)))).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-01",
    ]);
  });

  it("name the source's parts, the campaign and the entry page as the overview counts them", async () => {
    const lead = testLead({
      utmSource: " Instagram ",
      utmCampaign: " diwali-offer ",
      referrer: "https://someone@l.instagram.com:443/some/path?x=1",
      landingPage: "/mr/blogs/restaurant?utm_source=Instagram&utm_campaign=diwali-offer",
      language: "mr",
      device: "phone",
      service: OTHER_SERVICE,
    });
    const bare = testLead({ utmSource: "  ", utmCampaign: "", referrer: null, landingPage: null });
    await store.db.insert(leads).values([lead, bare]);
    expect(await factsOf(store.db, lead.id)).toMatchObject({
      utm: "instagram",
      campaign: "diwali-offer",
      site: "l.instagram.com",
      landing: "/mr/blogs/restaurant",
      language: "mr",
      device: "phone",
      service: OTHER_SERVICE,
      status: "new",
      furthestStep: 0,
      wonValue: null,
      responseSeconds: null,
    });
    expect(await factsOf(store.db, bare.id)).toMatchObject({
      utm: null,
      campaign: null,
      site: null,
      landing: null,
      device: null,
    });
  });

  it("follow the lead through the inbox: status, first response, won value, a correction", async () => {
    const lead = testLead();
    await store.db.insert(leads).values(lead);
    const actor = "owner@example.in";
    await changeStatus(store.db, { leadId: lead.id, to: "contacted", actor });
    const [answered] = await store.db
      .select({ at: leads.firstResponseAt })
      .from(leads)
      .where(eq(leads.id, lead.id));
    expect(await factsOf(store.db, lead.id)).toMatchObject({
      status: "contacted",
      furthestStep: 1,
      responseSeconds: (answered!.at!.getTime() - lead.createdAt!.getTime()) / 1000,
    });

    await changeStatus(store.db, { leadId: lead.id, to: "won", actor });
    expect(await setWonValue(store.db, { leadId: lead.id, actor, value: 45_000 })).toBe("set");
    expect(await factsOf(store.db, lead.id)).toMatchObject({
      status: "won",
      furthestStep: 3,
      wonValue: 45_000,
    });

    // Lost after it was won: the value goes, the furthest step stays.
    await changeStatus(store.db, { leadId: lead.id, to: "lost", actor });
    expect(await factsOf(store.db, lead.id)).toMatchObject({
      status: "lost",
      furthestStep: 3,
      wonValue: null,
    });

    const corrected = await correctLead(store.db, {
      leadId: lead.id,
      actor,
      values: {
        name: lead.name,
        email: lead.email,
        whatsapp: lead.whatsapp,
        service: OTHER_SERVICE,
        message: lead.message,
      },
    });
    expect(corrected).toEqual({ kind: "corrected", fields: ["service"] });
    expect((await factsOf(store.db, lead.id))?.service).toBe(OTHER_SERVICE);
  });

  it("go with the lead when it is erased", async () => {
    const [kept, erased] = [testLead(), testLead({ email: "erase.me@example.in" })];
    await store.db.insert(leads).values([kept, erased]);
    const erasure = await erasePerson(
      store.db,
      { email: "erase.me@example.in", shownAt: new Date() },
      "owner@example.in",
    );
    expect(erasure.erased).toBe(1);
    expect(await factsOf(store.db, erased.id)).toBeUndefined();
    expect(await factsOf(store.db, kept.id)).toBeDefined();
  });
});

/*
 * A store from before migration 0014 holds leads without facts: the migration gives each of
 * them its facts, once, at the first start of the version that has it.
 */
for (const kind of storeKinds) {
  describe(`the leads stored before the facts were kept, on the ${kind} store`, () => {
    const folders = mkdtempSync(join(tmpdir(), "migrations-before-0014-"));
    afterAll(() => rmSync(folders, { recursive: true, force: true }));

    it("get their facts at the next start", async () => {
      // The migrations as they were before 0014: its file and its line in the journal gone.
      const before = join(folders, "migrations");
      cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
      rmSync(join(before, "0014_lead_facts.sql"));
      const journalPath = join(before, "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
        entries: { tag: string }[];
      };
      journal.entries = journal.entries.filter((entry) => entry.tag < "0014");
      writeFileSync(journalPath, JSON.stringify(journal));

      const blank = await blankStore(kind);
      try {
        const open = (migrationsFolder: string) =>
          openStore({
            dataDir: blank.dataDir,
            migrationsFolder,
            ...("DATABASE_URL" in blank.env && { databaseUrl: blank.env.DATABASE_URL }),
          });
        const old = await open(before);
        const won = testLead({ status: "won", wonValue: 12_000, utmSource: "Google" });
        const fresh = testLead({ landingPage: "/hi/contact?x=1", language: "hi" });
        await old.db.insert(leads).values([won, fresh]);
        await old.close();

        const upgraded = await open(MIGRATIONS_FOLDER);
        try {
          expect(await factsOf(upgraded.db, won.id)).toMatchObject({
            status: "won",
            furthestStep: 3,
            wonValue: 12_000,
            utm: "google",
            istDay: daysOf(istDay(won.createdAt!)),
          });
          expect(await factsOf(upgraded.db, fresh.id)).toMatchObject({
            landing: "/hi/contact",
            language: "hi",
          });
        } finally {
          await upgraded.close();
        }
      } finally {
        await blank.remove();
      }
    }, 60_000);
  });
}
