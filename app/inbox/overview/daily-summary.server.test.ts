// @vitest-environment node
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { leads, notifications, users } from "#app/db/schema.server.ts";
import { describeStores, testLead } from "#app/db/test-stores.test-helpers.ts";
import { summaryEmailMessage } from "#app/leads/notify/summary-email.server.ts";
import { pageView, storePageViews } from "#app/visits/page-views.test-helpers.ts";
import { rollUpDay } from "#app/visits/roll-up.server.ts";

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

  describe("yesterday's visits", () => {
    const YESTERDAY = "2026-11-26";
    /**
     * Yesterday's page views: five visitors. Direct has more page views than Instagram, which
     * has the most visits; the home page more page views than the restaurant article, which
     * began the most visits. 60 sources of one visit each, on 60 articles: those past the day's
     * 50 kept sources are one "other" line of more visits than any named source.
     */
    const yesterday = () => [
      pageView(YESTERDAY, {
        page: "/mr/blogs/restaurant",
        language: "mr",
        starts: true,
        visitor: "a",
        host: "instagram.com",
      }),
      pageView(YESTERDAY, { visitor: "a", host: "instagram.com" }),
      pageView(YESTERDAY, {
        page: "/mr/blogs/restaurant",
        language: "mr",
        starts: true,
        visitor: "b",
        utmSource: "IG",
      }),
      pageView(YESTERDAY, {
        page: "/hi/",
        language: "hi",
        starts: true,
        visitor: "c",
        utmSource: "ig",
      }),
      pageView(YESTERDAY, { starts: true, visitor: "d" }),
      ...Array.from({ length: 5 }, () => pageView(YESTERDAY, { visitor: "d" })),
      ...Array.from({ length: 60 }, (_, n) =>
        pageView(YESTERDAY, {
          page: `/blogs/article-${n}`,
          starts: true,
          visitor: "e",
          utmSource: `list-${n}`,
        }),
      ),
    ];
    const expected = {
      day: YESTERDAY,
      visitors: 5,
      topSource: { name: "Instagram", visits: 3 },
      topEntryPage: { page: "/mr/blogs/restaurant", visits: 2 },
    };

    it("gives its visitors, top source and top entry page, the same before and after its roll-up", async () => {
      const owner = await account("owner@agency.in");
      await storePageViews(store.db, [
        ...yesterday(),
        // Today's, before 09:00: not yesterday's.
        pageView("2026-11-27", { page: "/hi/", starts: true, visitor: "f", host: "google.com" }),
      ]);
      const before = await composeDailySummary(store.db, owner, NINE);
      expect(before?.visits).toEqual(expected);
      expect(await rollUpDay(store.db, YESTERDAY)).toBe(true);
      const after = await composeDailySummary(store.db, owner, NINE);
      expect(after?.visits).toEqual(expected);
    });

    it("writes them in the email's text and HTML alike before and after the roll-up", async () => {
      const owner = await account("owner@agency.in");
      await storePageViews(store.db, yesterday());
      const email = async () =>
        summaryEmailMessage((await composeDailySummary(store.db, owner, NINE))!, {
          origin: "https://www.example.in",
          siteName: "Marigold Digital",
        });
      const before = await email();
      expect(before.text).toContain(
        [
          "Visits yesterday, 2026-11-26",
          "- Visitors: 5",
          "- Top source: Instagram (3 visits)",
          "- Top entry page: /mr/blogs/restaurant (2 visits)",
        ].join("\n"),
      );
      expect(before.html).toContain(
        "<ul><li>Visitors: 5</li><li>Top source: Instagram (3 visits)</li>" +
          "<li>Top entry page: /mr/blogs/restaurant (2 visits)</li></ul>",
      );
      await rollUpDay(store.db, YESTERDAY);
      expect(await email()).toEqual(before);
    });

    it("says there were none when counting had begun before, and nothing before it began", async () => {
      const owner = await account("owner@agency.in");
      // No page view counted yet, or only today's: counting has not begun for the summary.
      expect((await composeDailySummary(store.db, owner, NINE))?.visits).toBeUndefined();
      await storePageViews(store.db, [pageView("2026-11-27", { starts: true })]);
      expect((await composeDailySummary(store.db, owner, NINE))?.visits).toBeUndefined();
      // A day counted before yesterday, rolled up or not: yesterday had no visit.
      await storePageViews(store.db, [pageView("2026-11-20", { starts: true })]);
      expect((await composeDailySummary(store.db, owner, NINE))?.visits).toEqual({
        day: YESTERDAY,
        visitors: 0,
      });
      await rollUpDay(store.db, "2026-11-20");
      expect((await composeDailySummary(store.db, owner, NINE))?.visits).toEqual({
        day: YESTERDAY,
        visitors: 0,
      });
    });

    it("are the day before the summary's day, when a retry sends it a day late", async () => {
      const owner = await account("owner@agency.in");
      await storePageViews(store.db, yesterday());
      const late = new Date(NINE.getTime() + 86_400_000);
      const summary = await composeDailySummary(store.db, owner, late, "2026-11-27");
      expect(summary?.day).toBe("2026-11-27");
      expect(summary?.visits).toEqual(expected);
    });
  });
});
