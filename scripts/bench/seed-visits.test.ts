// @vitest-environment node
import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { visitDays, visitEvents, visitRollups } from "#app/db/schema.server.ts";
import { addDays } from "#app/site/india-time.ts";
import { rowsOf } from "#app/db/store.server.ts";
import { describeStores } from "#app/db/test-stores.test-helpers.ts";
import { readVisits, SOURCES_KEPT_PER_DAY } from "#app/visits/index.server.ts";

import { OVERVIEW_PERIODS } from "./overview-periods.ts";
import { COUNTED_DAYS, RAW_DAYS, seedVisits } from "./seed-visits.ts";

const TODAY = "2026-12-09"; // a Wednesday

describeStores("bench:inbox's page views", (store) => {
  it("leaves a store the overview reads as a server would have left it", async () => {
    const seeded = await seedVisits(store.db, { viewsPerDay: 1000, today: TODAY });

    // Every day of the 24 months is counted, today from its raw page views.
    const from = addDays(TODAY, -(COUNTED_DAYS - 1));
    const days = await readVisits(store.db, { from, to: TODAY, by: "day" }, TODAY);
    expect(days).toHaveLength(COUNTED_DAYS);
    expect(days.every((day) => day.views > day.visits && day.visits >= day.visitors)).toBe(true);

    // The raw days but today are rolled up by the app, and equal their page views.
    const rawDays = rowsOf<{ day: string; views: number }>(
      await store.db.execute(sql`select day::text as day, count(*)::int as views
        from ${visitEvents} group by day order by day`),
    );
    expect(rawDays.reduce((sum, row) => sum + row.views, 0)).toBe(seeded.events);
    expect(rawDays.map((row) => row.day)).toEqual(
      Array.from({ length: RAW_DAYS }, (_, index) => addDays(TODAY, -(RAW_DAYS - 1 - index))),
    );
    const rolled = await store.db.select().from(visitRollups);
    expect(rolled).toHaveLength(COUNTED_DAYS - 1);
    expect(rolled.some((row) => row.day === TODAY)).toBe(false);
    const yesterday = addDays(TODAY, -1);
    const [total] = await store.db
      .select({ views: visitDays.views })
      .from(visitDays)
      .where(and(eq(visitDays.day, yesterday), eq(visitDays.dimension, "all")));
    expect(total?.views).toBe(rawDays.find((row) => row.day === yesterday)?.views);

    // A day seeded as counts alone adds up in each dimension, as a roll-up does.
    const old = { from: addDays(TODAY, -400), to: addDays(TODAY, -400) };
    const [all] = await readVisits(store.db, { ...old, by: "day" }, TODAY);
    for (const by of ["page", "language", "device", "source"] as const) {
      const lines = await readVisits(store.db, { ...old, by }, TODAY);
      expect(
        lines.reduce((sum, line) => sum + line.views, 0),
        by,
      ).toBe(all?.views);
    }
    const sources = await store.db
      .select()
      .from(visitDays)
      .where(and(eq(visitDays.day, old.from), eq(visitDays.dimension, "source")));
    expect(sources.filter((row) => !row.other).length).toBeLessThanOrEqual(SOURCES_KEPT_PER_DAY);
    expect(sources.filter((row) => row.other).length).toBeLessThanOrEqual(1);
    const names = (await readVisits(store.db, { ...old, by: "source" }, TODAY)).map((l) => l.key);
    expect(names).toEqual(expect.arrayContaining(["Instagram", "Google", "Facebook", "Direct"]));
  }, 120_000);
});

it("asks for each period's days ending today, and the same number of days before them", () => {
  const spans = Object.fromEntries(
    OVERVIEW_PERIODS.map((period) => [period.param, period.spans(TODAY)]),
  );
  expect(spans["7d"]).toEqual({
    current: { from: "2026-12-03", to: TODAY },
    previous: { from: "2026-11-26", to: "2026-12-02" },
  });
  expect(spans["30d"]?.current.from).toBe("2026-11-10");
  expect(spans["90d"]?.previous).toEqual({ from: "2026-06-13", to: "2026-09-10" });
  // 12 weeks of India from a Monday, this one partial (80 days); before them as many days.
  expect(spans["12w"]).toEqual({
    current: { from: "2026-09-21", to: TODAY },
    previous: { from: "2026-07-03", to: "2026-09-20" },
  });
});
