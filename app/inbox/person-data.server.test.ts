// @vitest-environment node
import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { auditLog, leadEvents, leads, notifications, type NewLead } from "#app/db/schema.server.ts";
import { describeStores, testLead } from "#app/db/test-stores.ts";

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

    const ids = (await findPerson(store.db, { email: "meera@example.in" })).map((row) => row.id);
    expect(await erasePerson(store.db, ids, actor)).toBe(2);

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

  it("erases nothing for no ids or malformed ones, and says 1 lead for one", async () => {
    expect(await erasePerson(store.db, [], actor)).toBe(0);
    expect(await erasePerson(store.db, ["x'; drop table leads; --"], actor)).toBe(0);
    expect(await store.db.$count(auditLog)).toBe(0);
    const row = lead();
    await store.db.insert(leads).values(row);
    expect(await erasePerson(store.db, [row.id], actor)).toBe(1);
    expect((await store.db.select().from(auditLog))[0]?.detail).toBe("1 lead erased");
  });

  it("gives a person a CSV of their leads alone", async () => {
    const [mine, other] = [lead({ email: "meera@example.in" }), lead()];
    await store.db.insert(leads).values([mine, other]);
    const text = await new Response(personCsv(store.db, [mine.id])).text();
    expect(text).toContain("meera@example.in");
    expect(text).not.toContain(other.email);
  });
});
