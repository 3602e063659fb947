// @vitest-environment node
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { auditLog, leads } from "#app/db/schema.server.ts";
import { describeStores, testLead } from "#app/db/test-stores.test-helpers.ts";

import { readAuditLog } from "./audit-log.server.ts";
import { audit } from "./audit.server.ts";

describeStores("readAuditLog", (store) => {
  it("shows each entry in words, newest first, each lead by its name, an erased one as such", async () => {
    const kept = testLead({ name: "Ananya Kulkarni" });
    const erased = testLead();
    await store.db.insert(leads).values([kept, erased]);
    // Apart in time: entries written in the same millisecond have no order to test.
    const apart = () => new Promise((resolve) => setTimeout(resolve, 3));
    await audit(store.db, "owner@example.in", "sign-in");
    await apart();
    await audit(store.db, "owner@example.in", "status-change", `lead ${kept.id}: new → contacted`);
    await apart();
    await audit(store.db, "owner@example.in", "note", `lead ${erased.id}`);
    await apart();
    await audit(store.db, null, "export", "leads tab=spam");
    await store.db.delete(leads).where(eq(leads.id, erased.id));
    const lines = await readAuditLog(store.db);
    expect(lines.map(({ actor, text, lead }) => ({ actor, text, lead }))).toEqual([
      { actor: null, text: "Exported the Spam tab as CSV", lead: undefined },
      { actor: "owner@example.in", text: "Added a note", lead: { id: erased.id, name: null } },
      {
        actor: "owner@example.in",
        text: "Changed status: New → Contacted",
        lead: { id: kept.id, name: "Ananya Kulkarni" },
      },
      { actor: "owner@example.in", text: "Signed in", lead: undefined },
    ]);
    // The log itself still holds ids only.
    const stored = await store.db.select({ detail: auditLog.detail }).from(auditLog);
    expect(JSON.stringify(stored)).not.toContain("Ananya");
  });

  it("reads at most the entries asked for", async () => {
    for (let n = 0; n < 5; n += 1) await audit(store.db, "owner@example.in", "sign-in");
    expect(await readAuditLog(store.db, 3)).toHaveLength(3);
  });
});
