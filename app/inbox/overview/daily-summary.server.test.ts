// @vitest-environment node
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { leads, notifications, users } from "#app/db/schema.server.ts";
import { describeStores, testLead } from "#app/db/test-stores.test-helpers.ts";

import {
  composeDailySummary,
  enqueueDailySummaries,
  istDay,
  summaryTime,
} from "./daily-summary.server.ts";

/** 08:59 and 09:00 on 27 Nov 2026 in India. */
const BEFORE_NINE = new Date("2026-11-27T03:29:00Z");
const NINE = new Date("2026-11-27T03:30:00Z");

describe("the summary's time", () => {
  it("is 09:00 in India on the Indian day, whatever the server's zone", () => {
    expect(summaryTime(new Date("2026-11-26T20:00:00Z")).toISOString()).toBe(
      "2026-11-27T03:30:00.000Z",
    );
    expect(istDay(new Date("2026-11-26T18:29:00Z"))).toBe("2026-11-26");
    expect(istDay(new Date("2026-11-26T18:30:00Z"))).toBe("2026-11-27");
  });
});

describeStores("the daily summary", (store) => {
  const account = async (email: string, dailySummary = true) => {
    const id = randomUUID();
    await store.db.insert(users).values({ id, email, passwordHash: "x", dailySummary });
    return id;
  };

  it("is enqueued once per wanting account and day, from 09:00 IST", async () => {
    const owner = await account("owner@agency.in");
    await account("quiet@agency.in", false);
    expect(await enqueueDailySummaries(store.db, BEFORE_NINE)).toBe(0);
    expect(await enqueueDailySummaries(store.db, NINE)).toBe(1);
    // Every minute, from every server: still one.
    expect(
      await Promise.all([
        enqueueDailySummaries(store.db, new Date(NINE.getTime() + 60_000)),
        enqueueDailySummaries(store.db, new Date(NINE.getTime() + 60_000)),
      ]),
    ).toEqual([0, 0]);
    const rows = await store.db.select().from(notifications);
    expect(rows).toMatchObject([
      { channel: "summary", target: owner, leadId: null, payload: { day: "2026-11-27" } },
    ]);
    // The next day, another.
    expect(await enqueueDailySummaries(store.db, new Date(NINE.getTime() + 86_400_000))).toBe(1);
  });

  it("lists the last day's leads, today's follow-ups and the overdue ones, spam and closed apart", async () => {
    const owner = await account("owner@agency.in");
    const at = (iso: string) => new Date(iso);
    await store.db.insert(leads).values([
      testLead({ name: "Fresh", createdAt: at("2026-11-26T10:00:00Z"), language: "mr" }),
      testLead({ name: "Old", createdAt: at("2026-11-20T10:00:00Z") }),
      testLead({ name: "Junk", status: "spam", createdAt: at("2026-11-26T11:00:00Z") }),
      testLead({
        name: "Due",
        createdAt: at("2026-11-20T10:00:00Z"),
        nextStep: "Call",
        nextStepAt: at("2026-11-27T08:00:00Z"),
      }),
      testLead({
        name: "Late",
        createdAt: at("2026-11-19T10:00:00Z"),
        nextStep: "Send the quote",
        nextStepAt: at("2026-11-25T08:00:00Z"),
      }),
      testLead({
        name: "Won already",
        status: "won",
        createdAt: at("2026-11-19T10:00:00Z"),
        nextStepAt: at("2026-11-25T08:00:00Z"),
      }),
      testLead({
        name: "Tomorrow",
        createdAt: at("2026-11-19T10:00:00Z"),
        nextStepAt: at("2026-11-28T08:00:00Z"),
      }),
    ]);
    const summary = await composeDailySummary(store.db, owner, NINE);
    expect(summary?.to).toBe("owner@agency.in");
    expect(summary?.newLeads.map((lead) => lead.name)).toEqual(["Fresh"]);
    // With the language of its page, which the email names (summary-email.server.test.ts).
    expect(summary?.newLeads[0]?.language).toBe("mr");
    expect(summary?.dueToday.map((lead) => lead.name)).toEqual(["Due"]);
    expect(summary?.overdue.map((lead) => lead.name)).toEqual(["Late"]);
    await store.db.update(users).set({ dailySummary: false }).where(eq(users.id, owner));
    expect(await composeDailySummary(store.db, owner, NINE)).toBeUndefined();
  });
});
