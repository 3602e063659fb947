// @vitest-environment node
import { randomUUID } from "node:crypto";

import { expect, it } from "vitest";

import { leads, users } from "#app/db/schema.server.ts";
import { describeStores, testLead } from "#app/db/test-stores.ts";

import { listDue } from "./follow-up-list.server.ts";
import { filterFor } from "./lead-filter.ts";
import { listLeads } from "./lead-list.server.ts";

/** 15:00 IST on 27 Nov 2026; the day ends at 18:30 UTC. */
const NOW = new Date("2026-11-27T09:30:00Z");
const at = (iso: string) => new Date(iso);

describeStores("the follow-up views", (store) => {
  it("lists today's and overdue next steps, the longest overdue first, closed and later ones apart", async () => {
    await store.db.insert(leads).values([
      testLead({
        name: "Tonight",
        nextStep: "Send the quote",
        nextStepAt: at("2026-11-27T17:00:00Z"),
      }),
      testLead({ name: "Last week", nextStep: "Call", nextStepAt: at("2026-11-20T05:00:00Z") }),
      testLead({ name: "This morning", nextStepAt: at("2026-11-27T04:00:00Z") }),
      testLead({ name: "Tomorrow", nextStepAt: at("2026-11-27T19:00:00Z") }),
      testLead({ name: "Won", status: "won", nextStepAt: at("2026-11-20T05:00:00Z") }),
      testLead({ name: "Spam", status: "spam", nextStepAt: at("2026-11-20T05:00:00Z") }),
      testLead({ name: "No step" }),
    ]);
    const due = await listDue(store.db, NOW);
    expect(due.map((lead) => lead.name)).toEqual(["Last week", "This morning", "Tonight"]);
    expect(due[0]).toMatchObject({ nextStep: "Call", preview: expect.any(String) });
    // The export of the tab takes the same leads.
    const page = await listLeads(store.db, filterFor(new URLSearchParams("tab=due"), "x", NOW));
    expect(page.leads.map((lead) => lead.name).sort()).toEqual(
      ["Last week", "This morning", "Tonight"].sort(),
    );
  });

  it("shows an account the leads assigned to it, and no one else's", async () => {
    const [me, other] = [randomUUID(), randomUUID()];
    await store.db.insert(users).values([
      { id: me, email: "me@agency.in", passwordHash: "x" },
      { id: other, email: "other@agency.in", passwordHash: "x" },
    ]);
    await store.db
      .insert(leads)
      .values([
        testLead({ name: "Mine", assigneeId: me }),
        testLead({ name: "Theirs", assigneeId: other }),
        testLead({ name: "Nobody's" }),
      ]);
    const page = await listLeads(store.db, filterFor(new URLSearchParams("tab=mine"), me, NOW));
    expect(page.leads.map((lead) => lead.name)).toEqual(["Mine"]);
  });
});
