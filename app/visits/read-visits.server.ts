import { and, eq, gte, lte } from "drizzle-orm";

import { visitDays, visitRollups } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { sourceOf } from "#app/site/lead-sources.ts";

import { SOURCE_PARTS_SEPARATOR } from "./read-beacon.ts";
import { type DayCount, liveDayCounts, type VisitDimension } from "./roll-up.server.ts";

/*
 * The visits of a span of days as the owner reads them: from the days' counts (visit_days),
 * and today's from its page views, which no request reads for more than that one day. A source
 * is named now, by the one naming function (app/site/lead-sources.ts), so an alias added later
 * names the past too.
 */

/** What the visits are read by: each day, or a span's pages, languages, devices, sources, campaigns. */
export type VisitsBy = "day" | Exclude<VisitDimension, "all"> | "campaign";

export type VisitsQuery = {
  /** The first and last day in India, `YYYY-MM-DD`, both counted. */
  from: string;
  to: string;
  by: VisitsBy;
};

/**
 * One line: a day, or a page, language, device, source's name or campaign ('' for none).
 * `other` is every source past a day's most frequent ones. Visitors are a sum of daily
 * visitors: one person on two days, or under two names, is counted in each.
 */
export type VisitRow = {
  key: string;
  other: boolean;
  views: number;
  visits: number;
  visitors: number;
};

/** A stored source's parts, named. */
function sourceParts(value: string) {
  const [host = "", utmSource = "", , utmCampaign = ""] = value.split(SOURCE_PARTS_SEPARATOR);
  return sourceOf({ referrer: host, utmSource, utmCampaign });
}

/** The line a day's count adds to, by `by`. */
function keyOf(count: DayCount & { day: string }, by: VisitsBy): string {
  if (by === "day") return count.day;
  if (count.other) return "";
  if (by === "source") return sourceParts(count.value).name;
  if (by === "campaign") return sourceParts(count.value).campaign ?? "";
  return count.value;
}

/**
 * The visits from `from` to `to` by `by`: per day in order of days, else the most viewed first.
 * `today` (the servers' clock's day in India) is read from its page views until it is rolled up.
 */
export async function readVisits(db: Db, query: VisitsQuery, today: string): Promise<VisitRow[]> {
  const dimension: VisitDimension =
    query.by === "day" ? "all" : query.by === "campaign" ? "source" : query.by;
  const stored = await db
    .select()
    .from(visitDays)
    .where(
      and(
        eq(visitDays.dimension, dimension),
        gte(visitDays.day, query.from),
        lte(visitDays.day, query.to),
      ),
    );
  const counts: (DayCount & { day: string })[] = stored.map((row) => ({
    ...row,
    dimension: row.dimension as VisitDimension,
  }));
  if (query.from <= today && today <= query.to) {
    const rolled = await db.select().from(visitRollups).where(eq(visitRollups.day, today));
    if (!rolled.length) {
      const live = await liveDayCounts(db, today);
      counts.push(
        ...live.filter((row) => row.dimension === dimension).map((row) => ({ ...row, day: today })),
      );
    }
  }
  const lines = new Map<string, VisitRow>();
  for (const count of counts) {
    const key = keyOf(count, query.by);
    const id = `${count.other}\0${key}`;
    const line = lines.get(id) ?? { key, other: count.other, views: 0, visits: 0, visitors: 0 };
    line.views += count.views;
    line.visits += count.visits;
    line.visitors += count.visitors;
    lines.set(id, line);
  }
  return [...lines.values()].sort((a, b) =>
    query.by === "day"
      ? a.key.localeCompare(b.key)
      : Number(a.other) - Number(b.other) || b.views - a.views || a.key.localeCompare(b.key),
  );
}
