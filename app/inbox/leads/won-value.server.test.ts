// @vitest-environment node
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { leadEvents, leads, type LeadStatus } from "#app/db/schema.server.ts";
import { auditTrail, describeStores, testLead } from "#app/db/test-stores.test-helpers.ts";

import { changeStatus } from "./lead-detail.server.ts";
import { runLeadAction } from "./lead-actions.server.ts";

const actor = "owner@agency.in";

describeStores("a won lead's value", (store) => {
  /** A lead of that status in the store; its id. */
  async function storedLead(status: LeadStatus) {
    const row = testLead({ status });
    await store.db.insert(leads).values(row);
    return row.id;
  }

  /** Sends the lead page's value form as the browser does, through the page's action. */
  const sendValue = (leadId: string, typed: string) => {
    const form = new FormData();
    form.set("intent", "won-value");
    form.set("wonValue", typed);
    return runLeadAction(form, {
      db: store.db,
      leadId,
      actor,
      mailConfigured: false,
      nudgeOutbox: () => {},
    });
  };

  const storedValue = async (leadId: string) => {
    const [row] = await store.db
      .select({ wonValue: leads.wonValue })
      .from(leads)
      .where(eq(leads.id, leadId));
    return row?.wonValue;
  };

  const history = async (leadId: string) =>
    (
      await store.db
        .select({ kind: leadEvents.kind, detail: leadEvents.detail })
        .from(leadEvents)
        .where(eq(leadEvents.leadId, leadId))
        .orderBy(leadEvents.at)
    ).map(({ kind, detail }) => [kind, detail]);

  it("refuses a value that is not whole rupees, with the field's problem, and stores nothing", async () => {
    const leadId = await storedLead("won");
    for (const [typed, problem] of [
      ["-5000", /below zero/],
      ["abc", /in digits/],
      ["1,20,000.50", /without paise/],
      ["1000000001", /more than ₹10,00,00,000/],
    ] as const) {
      const answer = await sendValue(leadId, typed);
      expect(answer, typed).toMatchObject({ intent: "won-value", status: 422 });
      expect(answer?.fields?.wonValue, typed).toMatch(problem);
    }
    expect(await storedValue(leadId)).toBeNull();
    expect(await history(leadId)).toEqual([]);
  });

  it("stores a good one, records it in the history and the audit log, and edits it", async () => {
    const leadId = await storedLead("won");
    expect(await sendValue(leadId, "₹1,20,000")).toEqual({
      intent: "won-value",
      done: "Saved: won · ₹1,20,000.",
    });
    expect(await storedValue(leadId)).toBe(120_000);
    expect(await sendValue(leadId, "150000")).toMatchObject({ done: "Saved: won · ₹1,50,000." });
    expect(await sendValue(leadId, "1,50,000")).toMatchObject({ done: "The value is as it was." });
    expect(await sendValue(leadId, "")).toMatchObject({ done: "Value cleared." });
    expect(await storedValue(leadId)).toBeNull();
    // In any order: three changes within a few milliseconds may share one.
    const changes = await history(leadId);
    expect(changes).toHaveLength(3);
    expect(changes).toEqual(
      expect.arrayContaining([
        ["won-value", { from: null, to: "120000" }],
        ["won-value", { from: "120000", to: "150000" }],
        ["won-value", { from: "150000", to: null }],
      ]),
    );
    // The audit log names the lead by its id, never the sum.
    expect(await auditTrail(store.db)).toEqual(
      Array.from({ length: 3 }, () => [actor, "won-value", `lead ${leadId}`]),
    );
  });

  it("takes a value only while the lead is won, and clears it when the lead leaves Won", async () => {
    const leadId = await storedLead("quote-sent");
    const refused = await sendValue(leadId, "50000");
    expect(refused?.fields?.wonValue).toMatch(/mark it Won first/);
    await changeStatus(store.db, { leadId, to: "won", actor });
    await sendValue(leadId, "50000");
    expect(await storedValue(leadId)).toBe(50_000);
    await changeStatus(store.db, { leadId, to: "lost", actor });
    expect(await storedValue(leadId)).toBeNull();
    // The status change that left Won keeps what the value was.
    expect(await history(leadId)).toContainEqual(["status", { wonValue: "50000" }]);
  });

  it("answers nothing for a lead that does not exist", async () => {
    expect(await sendValue("5f0c6f43-7d43-4e38-9d55-0c4bb32b4a11", "1000")).toBeUndefined();
  });
});
