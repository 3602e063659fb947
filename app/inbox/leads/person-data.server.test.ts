// @vitest-environment node
import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { auditLog, leadEvents, leads, notifications, type NewLead } from "#app/db/schema.server.ts";
import { auditTrail, describeStores, testLead } from "#app/db/test-stores.test-helpers.ts";

import { addNote } from "./lead-detail.server.ts";
import { erasePerson, findPerson, personCsv, phoneVariants } from "./person-data.server.ts";

const lead = (overrides: Partial<NewLead> = {}) =>
  testLead((n) => ({
    name: "Ananya Iyer",
    whatsapp: `+91 90000 ${String(n).padStart(5, "0")}`,
    message: "A website for our bakery.",
    ...overrides,
  }));

const actor = "owner@agency.in";

describe("phoneVariants", () => {
  it("gives every way an Indian number is typed", () => {
    const variants = ["9876543210", "919876543210", "09876543210", "00919876543210"];
    for (const typed of ["98765 43210", "+91 98765 43210", "098765-43210", "0091 98765 43210"]) {
      expect(phoneVariants(typed).sort()).toEqual([...variants].sort());
    }
  });

  it("takes other numbers as their digits, and nothing without digits", () => {
    expect(phoneVariants("+44 20 7946 0958")).toEqual(["442079460958"]);
    expect(phoneVariants("  ")).toEqual([]);
  });
});

describeStores("a person's data", (store) => {
  it("finds a person's leads by email in any case", async () => {
    const mine = [lead({ email: "Ananya@Example.in" }), lead({ email: "ananya@example.in" })];
    await store.db.insert(leads).values([...mine, lead({ email: "ananya@example.in.com" })]);
    const found = await findPerson(store.db, { email: " ANANYA@example.IN " });
    expect(found.map((row) => row.id)).toEqual([mine[1]!.id, mine[0]!.id]);
  });

  it("finds a person's leads by WhatsApp digits, with or without 91", async () => {
    const mine = [
      lead({ whatsapp: "+91 98765 43210" }),
      lead({ whatsapp: "9876543210" }),
      lead({ whatsapp: "098765-43210" }),
      lead({ whatsapp: "(+91) 98765-43210" }),
    ];
    const others = [lead({ whatsapp: "+91 98765 43211" }), lead({ whatsapp: "+1 987 654 3210" })];
    await store.db.insert(leads).values([...mine, ...others]);
    const expected = mine.map((row) => row.id).sort();
    for (const phone of ["98765 43210", "+919876543210"]) {
      const found = await findPerson(store.db, { phone });
      expect(found.map((row) => row.id).sort()).toEqual(expected);
    }
  });

  it("finds by either, and nothing for an empty query", async () => {
    const byEmail = lead({ email: "meera@example.in" });
    const byPhone = lead({ whatsapp: "+91 91234 56789" });
    await store.db.insert(leads).values([byEmail, byPhone, lead()]);
    const found = await findPerson(store.db, {
      email: "meera@example.in",
      phone: "91234 56789",
    });
    expect(found.map((row) => row.id).sort()).toEqual([byEmail.id, byPhone.id].sort());
    expect(await findPerson(store.db, {})).toEqual([]);
    expect(await findPerson(store.db, { email: " ", phone: "-" })).toEqual([]);
  });

  it("erases the leads with their notifications and history, audited by count alone", async () => {
    const mine = [
      lead({ email: "meera@example.in", whatsapp: "+91 91234 56789" }),
      lead({ email: "meera@example.in" }),
    ];
    const other = lead();
    await store.db.insert(leads).values([...mine, other]);
    await store.db.insert(notifications).values(
      [...mine, other].map((row) => ({
        id: randomUUID(),
        leadId: row.id,
        channel: "email" as const,
      })),
    );
    await addNote(store.db, { leadId: mine[0]!.id, actor, text: "Asked to be forgotten." });
    await store.db.delete(auditLog);

    const ids = mine.map((row) => row.id);
    const key = { email: "meera@example.in", shownAt: new Date() };
    expect(await erasePerson(store.db, key, actor)).toEqual({ erased: 2, kept: 0 });

    expect((await store.db.select({ id: leads.id }).from(leads)).map((row) => row.id)).toEqual([
      other.id,
    ]);
    expect(await store.db.$count(notifications)).toBe(1);
    expect(await store.db.$count(leadEvents)).toBe(0);
    const entries = await store.db.select().from(auditLog);
    expect(entries).toEqual([
      expect.objectContaining({ actor, action: "erasure", detail: "2 leads erased" }),
    ]);
    const written = JSON.stringify(
      entries.map(({ actor, action, detail }) => [actor, action, detail]),
    );
    for (const secret of ["meera", "91234", ...ids]) expect(written).not.toContain(secret);
  });

  it("erases nothing for a key that names no one, and says 1 lead for one", async () => {
    const shownAt = new Date();
    await store.db.insert(leads).values([lead(), lead()]);
    expect(await erasePerson(store.db, { shownAt }, actor)).toEqual({ erased: 0, kept: 0 });
    expect(await erasePerson(store.db, { email: " ", phone: "-", shownAt }, actor)).toEqual({
      erased: 0,
      kept: 0,
    });
    expect(await store.db.$count(auditLog)).toBe(0);
    expect(await store.db.$count(leads)).toBe(2);
    const injected = { email: "x'; drop table leads; --", shownAt };
    expect(await erasePerson(store.db, injected, actor)).toEqual({ erased: 0, kept: 0 });
    expect(await store.db.$count(leads)).toBe(2);
    const row = lead({ email: "meera@example.in" });
    await store.db.insert(leads).values(row);
    const key = { email: "meera@example.in", shownAt };
    expect(await erasePerson(store.db, key, actor)).toEqual({ erased: 1, kept: 0 });
    expect((await auditTrail(store.db)).map(([, , detail]) => detail)).toEqual([
      "0 leads erased",
      "1 lead erased",
    ]);
  });

  for (const count of [25, 500]) {
    it(`erases all ${count} leads of a person received up to the moment the page was shown, and keeps a later one`, async () => {
      const [email, phone] = ["meera@example.in", "+91 91234 56789"];
      // Most from the email (in another case), one in five from the number alone, typed
      // another way, with another email.
      const mine = Array.from({ length: count }, (_, i) =>
        lead(i % 5 === 0 ? { whatsapp: "091234-56789" } : { email: "Meera@Example.in" }),
      );
      const shownAt = mine.at(-1)!.createdAt!;
      const [later, other] = [lead({ email }), lead()];
      await store.db.insert(leads).values([...mine, later, other]);
      const key = { email, phone, shownAt };
      expect(await findPerson(store.db, key, shownAt)).toHaveLength(count);

      expect(await erasePerson(store.db, key, actor)).toEqual({ erased: count, kept: 1 });

      const left = await store.db.select({ id: leads.id }).from(leads);
      expect(left.map((row) => row.id).sort()).toEqual([later.id, other.id].sort());
      expect(await auditTrail(store.db)).toEqual([[actor, "erasure", `${count} leads erased`]]);
    });

    it(`gives a person a CSV of their ${count} leads received up to the moment the page was shown`, async () => {
      const email = "meera@example.in";
      const mine = Array.from({ length: count }, () => lead({ email }));
      const [later, other] = [lead({ email }), lead()];
      await store.db.insert(leads).values([...mine, later, other]);
      const key = { email, shownAt: mine.at(-1)!.createdAt! };
      const text = await new Response(personCsv(store.db, key)).text();
      const rows = text.split("\r\n").slice(1, -1);
      expect(rows).toHaveLength(count);
      expect(rows.every((row) => row.includes(`,${email},`))).toBe(true);
      expect(text).not.toContain(later.whatsapp.replace(/\D/g, "").slice(-5));
      expect(text).not.toContain(other.email);
    });
  }

  it("gives a person a CSV of their leads alone", async () => {
    const [mine, other] = [lead({ email: "meera@example.in" }), lead()];
    await store.db.insert(leads).values([mine, other]);
    const key = { email: "meera@example.in", shownAt: new Date() };
    const text = await new Response(personCsv(store.db, key)).text();
    expect(text).toContain("meera@example.in");
    expect(text).not.toContain(other.email);
  });
});
