// @vitest-environment node
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { leadEvents, leads } from "#app/db/schema.server.ts";
import { describeStores, testLead } from "#app/db/test-stores.test-helpers.ts";
import { changeStatus } from "#app/inbox/leads/lead-detail.server.ts";

import { FUNNEL } from "./funnel-steps.ts";

/*
 * The store keeps each lead's furthest step (migration 0013's triggers), which the overview's
 * funnel counts: the steps must be FUNNEL's, in FUNNEL's order, whatever writes the status.
 */
describeStores("a lead's furthest step", (store) => {
  const stepOf = async (id: string) =>
    (await store.db.select({ step: leads.furthestStep }).from(leads).where(eq(leads.id, id)))[0]!
      .step;

  it("is the FUNNEL's place of a status stored with the lead, and 0 for Lost and Spam", async () => {
    for (const [place, status] of FUNNEL.entries()) {
      const lead = testLead({ status });
      await store.db.insert(leads).values(lead);
      expect(await stepOf(lead.id), status).toBe(place);
    }
    for (const status of ["lost", "spam"] as const) {
      const lead = testLead({ status });
      await store.db.insert(leads).values(lead);
      expect(await stepOf(lead.id), status).toBe(0);
    }
  });

  it("follows the status forward through the inbox, and stays when the lead moves back or is lost", async () => {
    const lead = testLead();
    await store.db.insert(leads).values(lead);
    const steps = [];
    for (const to of ["contacted", "quote-sent", "lost", "new"] as const) {
      await changeStatus(store.db, { leadId: lead.id, to, actor: "owner@example.in" });
      steps.push(await stepOf(lead.id));
    }
    expect(steps).toEqual([1, 2, 2, 2]);
  });

  it("counts a status event written apart from the lead's status", async () => {
    const lead = testLead({ status: "lost" });
    await store.db.insert(leads).values(lead);
    await store.db.insert(leadEvents).values({
      id: randomUUID(),
      leadId: lead.id,
      actor: "import",
      kind: "status",
      fromStatus: "new",
      toStatus: "won",
    });
    expect(await stepOf(lead.id)).toBe(FUNNEL.indexOf("won"));
  });
});
