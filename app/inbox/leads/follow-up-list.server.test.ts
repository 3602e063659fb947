// @vitest-environment node
import { randomUUID } from "node:crypto";

import { expect, it } from "vitest";

import { leads, users } from "#app/db/schema.server.ts";
import { describeStores } from "#app/db/test-stores.test-helpers.ts";

import { listDue } from "./follow-up-list.server.ts";
import { assignedToThreeWays, NOW, nextStepsAroundToday } from "./next-steps.test-helpers.ts";
import { filterFor } from "./lead-filter.ts";
import { listLeads } from "./lead-list.server.ts";

describeStores("the follow-up views", (store) => {
  it("lists today's and overdue next steps, the longest overdue first, closed and later ones apart", async () => {
    await store.db.insert(leads).values(nextStepsAroundToday());
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
    await store.db.insert(leads).values(assignedToThreeWays(me, other));
    const page = await listLeads(store.db, filterFor(new URLSearchParams("tab=mine"), me, NOW));
    expect(page.leads.map((lead) => lead.name)).toEqual(["Mine"]);
  });
});
