// @vitest-environment node
import { expect, it } from "vitest";

import { visitEvents, visitRollups } from "#app/db/schema.server.ts";
import { describeStores } from "#app/db/test-stores.test-helpers.ts";

import { pageView, storePageViews } from "./page-views.test-helpers.ts";
import { readVisits, type VisitsBy, visitsCountedBefore } from "./read-visits.server.ts";
import { rollUpDay, rollUpVisits } from "./roll-up.server.ts";

const TODAY = "2026-12-08";
const YESTERDAY = "2026-12-07";
const EARLIER = "2026-12-05";
const KEEPING = { eventDays: 30, countMonths: 24 };
const BY: VisitsBy[] = ["day", "page", "language", "device", "source", "campaign"];

/** A day's page views: three visitors, four visits, from Instagram, Google and none. */
const dayOfViews = (day: string) => [
  pageView(day, {
    page: "/mr/blogs/restaurant",
    language: "mr",
    starts: true,
    visitor: "a",
    host: "instagram.com",
  }),
  pageView(day, { page: "/mr/", language: "mr", visitor: "a", host: "instagram.com" }),
  pageView(day, { starts: true, visitor: "b", device: "desktop", host: "google.co.in" }),
  pageView(day, {
    page: "/contact",
    starts: true,
    visitor: "c",
    utmSource: "IG",
    utmCampaign: "diwali",
  }),
  pageView(day, { page: "/contact", starts: true, visitor: "b", device: "desktop" }),
];

describeStores("reading visits", (store) => {
  const readAll = (from: string, to: string) =>
    Promise.all(BY.map((by) => readVisits(store.db, { from, to, by }, TODAY)));

  it("reads yesterday from its page views before its roll-up runs, and the same after", async () => {
    await storePageViews(store.db, [...dayOfViews(EARLIER), ...dayOfViews(YESTERDAY)]);
    await rollUpDay(store.db, EARLIER);
    await storePageViews(store.db, [pageView(TODAY, { starts: true, visitor: "d" })]);

    const before = await readAll(EARLIER, TODAY);
    const yesterdayBefore = await readAll(YESTERDAY, YESTERDAY);
    const [days, pages, , , sources] = before;
    expect(days).toEqual([
      { key: EARLIER, other: false, views: 5, visits: 4, visitors: 3 },
      { key: YESTERDAY, other: false, views: 5, visits: 4, visitors: 3 },
      { key: TODAY, other: false, views: 1, visits: 1, visitors: 1 },
    ]);
    // A page's visits are the visits it began.
    expect(pages?.map(({ key, views, visits }) => [key, views, visits])).toEqual([
      ["/contact", 4, 4],
      ["/", 3, 3],
      ["/mr/", 2, 0],
      ["/mr/blogs/restaurant", 2, 2],
    ]);
    expect(sources?.map(({ key, visits }) => [key, visits])).toEqual([
      ["Instagram", 4],
      ["Direct", 3],
      ["Google", 2],
    ]);

    // The roll-up runs at last: not a number changes, nothing is counted twice.
    expect(await rollUpVisits(store.db, TODAY, KEEPING)).toEqual([YESTERDAY]);
    expect(await readAll(EARLIER, TODAY)).toEqual(before);
    expect(await readAll(YESTERDAY, YESTERDAY)).toEqual(yesterdayBefore);
  });

  it("counts a day once while a server rolls it up as it is read", async () => {
    const days = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"];
    await storePageViews(store.db, days.flatMap(dayOfViews));
    for (const day of days) {
      const [read] = await Promise.all([
        readVisits(store.db, { from: day, to: day, by: "day" }, TODAY),
        rollUpDay(store.db, day),
      ]);
      expect(read).toEqual([{ key: day, other: false, views: 5, visits: 4, visitors: 3 }]);
    }
    expect(await store.db.select().from(visitRollups)).toHaveLength(days.length);
  });

  it("reads a span of years by the days that have counts or page views", async () => {
    await storePageViews(store.db, dayOfViews(YESTERDAY));
    const read = await readVisits(
      store.db,
      { from: "2020-01-01", to: "2030-12-31", by: "day" },
      TODAY,
    );
    expect(read.map(({ key, views }) => [key, views])).toEqual([[YESTERDAY, 5]]);
    expect(await readVisits(store.db, { from: TODAY, to: TODAY, by: "page" }, TODAY)).toEqual([]);
  });

  it("knows whether any page view was counted before a day, rolled up or not", async () => {
    expect(await visitsCountedBefore(store.db, TODAY)).toBe(false);
    await storePageViews(store.db, dayOfViews(TODAY));
    expect(await visitsCountedBefore(store.db, TODAY)).toBe(false);
    await storePageViews(store.db, dayOfViews(EARLIER));
    expect(await visitsCountedBefore(store.db, TODAY)).toBe(true);
    expect(await visitsCountedBefore(store.db, EARLIER)).toBe(false);
    // Rolled up and its page views gone after 30 days: its counts still say it was counted.
    await rollUpDay(store.db, EARLIER);
    await store.db.delete(visitEvents);
    expect(await visitsCountedBefore(store.db, YESTERDAY)).toBe(true);
  });
});
