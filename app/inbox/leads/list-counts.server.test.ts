// @vitest-environment node
import { randomUUID } from "node:crypto";

import { expect, it } from "vitest";

import { leads, users } from "#app/db/schema.server.ts";
import { describeStores, testLead } from "#app/db/test-stores.test-helpers.ts";

import { listDue } from "./follow-up-list.server.ts";
import { assignedToThreeWays, NOW, nextStepsAroundToday } from "./next-steps.test-helpers.ts";
import { filterFor } from "./lead-filter.ts";
import { listLeads, MAX_PAGE_SIZE } from "./lead-list.server.ts";
import { listCounts } from "./list-counts.server.ts";

// The first three tests are those of countByTab, followUpCounts and responseTime, which this
// one query replaced: the same leads, the same numbers.

const at = (iso: string) => new Date(iso);
const minutes = (n: number) => n * 60_000;

describeStores("listCounts", (store) => {
  const addAccounts = async (...ids: string[]) =>
    store.db
      .insert(users)
      .values(ids.map((id) => ({ id, email: `${id}@agency.in`, passwordHash: "x" })));

  it("counts the tabs and the new leads", async () => {
    await store.db
      .insert(leads)
      .values([
        testLead(),
        testLead(),
        testLead({ status: "contacted" }),
        testLead({ status: "won" }),
        testLead({ status: "spam" }),
      ]);
    expect((await listCounts(store.db, randomUUID(), NOW)).tabs).toEqual({
      inbox: 4,
      spam: 1,
      new: 2,
    });
    await store.db.delete(leads);
    expect((await listCounts(store.db, randomUUID(), NOW)).tabs).toEqual({
      inbox: 0,
      spam: 0,
      new: 0,
    });
  });

  it("counts today's and overdue next steps, closed and later ones apart, and an account's leads", async () => {
    await store.db.insert(leads).values(nextStepsAroundToday());
    expect((await listCounts(store.db, randomUUID(), NOW)).followUps).toEqual({
      due: 3,
      overdue: 2,
      mine: 0,
    });
    await store.db.delete(leads);
    const [me, other] = [randomUUID(), randomUUID()];
    await addAccounts(me, other);
    await store.db.insert(leads).values(assignedToThreeWays(me, other));
    expect((await listCounts(store.db, me, NOW)).followUps.mine).toBe(1);
  });

  it("measures the median first response of the last 30 days, spam and older leads apart", async () => {
    const received = at("2026-11-20T05:00:00Z");
    const answeredAfter = (n: number) => ({
      createdAt: received,
      firstResponseAt: new Date(received.getTime() + minutes(n)),
    });
    await store.db
      .insert(leads)
      .values([
        testLead(answeredAfter(10)),
        testLead(answeredAfter(20)),
        testLead(answeredAfter(90)),
        testLead({ createdAt: received }),
        testLead({ ...answeredAfter(5000), status: "spam" }),
        testLead({ ...answeredAfter(1), createdAt: at("2026-09-01T05:00:00Z") }),
      ]);
    expect((await listCounts(store.db, randomUUID(), NOW)).response).toEqual({
      medianMs: minutes(20),
      answered: 3,
      waiting: 1,
    });
  });

  it("counts each lead only where its list shows it, every number from the one query", async () => {
    const [me, other] = [randomUUID(), randomUUID()];
    await addAccounts(me, other);
    const recent = at("2026-11-20T05:00:00Z");
    const old = at("2026-09-01T05:00:00Z");
    const overdue = at("2026-11-26T05:00:00Z");
    await store.db.insert(leads).values([
      // Spam is in no count but its own, whatever else it holds.
      testLead({
        status: "spam",
        assigneeId: me,
        nextStepAt: overdue,
        createdAt: recent,
        firstResponseAt: new Date(recent.getTime() + minutes(5)),
      }),
      // Won: the account's, but no follow-up; received before the window.
      testLead({ status: "won", assigneeId: me, nextStepAt: overdue, createdAt: old }),
      // New, the account's, due tonight (not overdue), waiting for an answer.
      testLead({ assigneeId: me, nextStepAt: at("2026-11-27T17:00:00Z"), createdAt: recent }),
      // Another account's, overdue, answered in an hour.
      testLead({
        status: "contacted",
        assigneeId: other,
        nextStepAt: overdue,
        createdAt: recent,
        firstResponseAt: new Date(recent.getTime() + minutes(60)),
      }),
      // A step tomorrow, received before the window.
      testLead({ status: "quote-sent", nextStepAt: at("2026-11-28T05:00:00Z"), createdAt: old }),
    ]);
    const counts = await listCounts(store.db, me, NOW);
    expect(counts).toEqual({
      tabs: { inbox: 4, spam: 1, new: 1 },
      followUps: { due: 2, overdue: 1, mine: 2 },
      response: { medianMs: minutes(60), answered: 1, waiting: 1 },
    });
    // Each tab's count is the length of its list.
    const shown = async (query: string) =>
      (
        await listLeads(store.db, filterFor(new URLSearchParams(query), me, NOW), {
          size: MAX_PAGE_SIZE,
        })
      ).leads.length;
    expect(counts.tabs.inbox).toBe(await shown("tab=inbox"));
    expect(counts.tabs.spam).toBe(await shown("tab=spam"));
    expect(counts.tabs.new).toBe(await shown("tab=inbox&status=new"));
    expect(counts.followUps.mine).toBe(await shown("tab=mine"));
    expect(counts.followUps.due).toBe((await listDue(store.db, NOW)).length);
  });

  it("answers zeros, and no median, for an empty store", async () => {
    expect(await listCounts(store.db, randomUUID(), NOW)).toEqual({
      tabs: { inbox: 0, spam: 0, new: 0 },
      followUps: { due: 0, overdue: 0, mine: 0 },
      response: { medianMs: null, answered: 0, waiting: 0 },
    });
  });
});
