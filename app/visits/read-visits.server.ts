import { and, gte, inArray, lte, min, notInArray, sql } from "drizzle-orm";

import { visitDays, visitEvents, visitRollups } from "#app/db/schema.server.ts";
import { addDays } from "#app/site/india-time.ts";
import type { Db } from "#app/db/store.server.ts";
import { sourceOf } from "#app/site/lead-sources.ts";

import { countedSince } from "./counted-since.server.ts";
import { keptDayCounts } from "./live-counts.server.ts";
import { SOURCE_PARTS_SEPARATOR } from "./read-beacon.ts";
import { type DayCount, type VisitDimension } from "./roll-up.server.ts";

/*
 * The visits of a span of days as the owner reads them: from the days' counts (visit_days) for
 * the days rolled up, and from their page views for the days that are not: today, and
 * yesterday until a server has rolled it up (every 10 minutes after midnight), so a reading at
 * 00:05 or a store that was down overnight loses no day. A source is named now, by the one
 * naming function (app/site/lead-sources.ts), so an alias added later names the past too.
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

/** Every day from `from` to `to`, both counted (`YYYY-MM-DD`, in order). */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The counts by `dimensions` of the days from `from` to `to`: visit_days for the days rolled
 * up, the page views for the days not rolled up that have any (no day after `today` has), each
 * such day counted once for all the dimensions.
 */
async function countsOf(
  db: Db,
  dimensions: readonly VisitDimension[],
  { from, to }: Pick<VisitsQuery, "from" | "to">,
  today: string,
): Promise<(DayCount & { day: string })[]> {
  // The days rolled up, read first: a day a server rolls up after this is read from its page
  // views, which a roll-up keeps and no later write adds to (./event-writer.server.ts), and its
  // new counts are left out, so no day is counted twice or missed. The first day with page
  // views bounds the others (they are kept 30 days): a span of years looks at a month.
  const [rolledDays, [first]] = await Promise.all([
    db
      .select({ day: visitRollups.day })
      .from(visitRollups)
      .where(and(gte(visitRollups.day, from), lte(visitRollups.day, to))),
    db.select({ day: min(visitEvents.day) }).from(visitEvents),
  ]);
  const rolled = new Set(rolledDays.map((row) => row.day));
  const unrolled = first?.day
    ? daysOf(from > first.day ? from : first.day, to < today ? to : today).filter(
        (day) => !rolled.has(day),
      )
    : [];
  // The rolled up days summed in SQL, by day only for the day's totals: a span of months is a
  // few hundred rows rather than a row per day and value. A day rolled up since the roll-ups
  // were read is among the unrolled ones, left out here and read from its page views.
  const day = sql<
    string | null
  >`case when ${visitDays.dimension} = 'all' then ${visitDays.day}::text end`;
  const [stored, viewed] = await Promise.all([
    db
      .select({
        day,
        dimension: visitDays.dimension,
        value: visitDays.value,
        other: visitDays.other,
        views: sql<number>`sum(${visitDays.views})::int`,
        visits: sql<number>`sum(${visitDays.visits})::int`,
        visitors: sql<number>`sum(${visitDays.visitors})::int`,
      })
      .from(visitDays)
      .where(
        and(
          inArray(visitDays.dimension, [...dimensions]),
          gte(visitDays.day, from),
          lte(visitDays.day, to),
          unrolled.length ? notInArray(visitDays.day, unrolled) : undefined,
        ),
      )
      .groupBy(sql`1, 2, 3, 4`),
    // By each day's index entries alone: the rolled up days' page views are not read.
    unrolled.length
      ? db
          .selectDistinct({ day: visitEvents.day })
          .from(visitEvents)
          .where(inArray(visitEvents.day, unrolled))
      : [],
  ]);
  const counts: (DayCount & { day: string })[] = stored.map((row) => ({
    ...row,
    day: row.day ?? "",
    dimension: row.dimension as VisitDimension,
  }));
  for (const { day } of viewed) {
    const live = await keptDayCounts(db, day);
    counts.push(
      ...live.filter((row) => dimensions.includes(row.dimension)).map((row) => ({ ...row, day })),
    );
  }
  return counts;
}

/** What a way of reading counts by: the day's totals, or a dimension ("campaign": the source's). */
const dimensionOf = (by: VisitsBy): VisitDimension =>
  by === "day" ? "all" : by === "campaign" ? "source" : by;

/** The rows of one way of reading, from the counts of its dimension. */
function rowsOf(counts: readonly (DayCount & { day: string })[], by: VisitsBy): VisitRow[] {
  const dimension = dimensionOf(by);
  const lines = new Map<string, VisitRow>();
  for (const count of counts) {
    if (count.dimension !== dimension) continue;
    const key = keyOf(count, by);
    const id = `${count.other}\0${key}`;
    const line = lines.get(id) ?? { key, other: count.other, views: 0, visits: 0, visitors: 0 };
    line.views += count.views;
    line.visits += count.visits;
    line.visitors += count.visitors;
    lines.set(id, line);
  }
  return [...lines.values()].sort((a, b) =>
    by === "day"
      ? a.key.localeCompare(b.key)
      : Number(a.other) - Number(b.other) || b.views - a.views || a.key.localeCompare(b.key),
  );
}

/**
 * The visits from `from` to `to` by `by`: per day in order of days, else the most viewed first.
 * A day not rolled up yet (`today`, the servers' clock's day in India, and any day before it
 * whose roll-up has not run) is read from its page views.
 */
export async function readVisits(db: Db, query: VisitsQuery, today: string): Promise<VisitRow[]> {
  return rowsOf(await countsOf(db, [dimensionOf(query.by)], query, today), query.by);
}

/**
 * The same span read several ways at once, as the owner's overview does: one read of the days'
 * counts and, for a day not rolled up, one count of its page views, whatever the ways.
 */
export async function readVisitsBy<By extends VisitsBy>(
  db: Db,
  span: Pick<VisitsQuery, "from" | "to">,
  bys: readonly By[],
  today: string,
): Promise<Record<By, VisitRow[]>> {
  const counts = await countsOf(db, [...new Set(bys.map(dimensionOf))], span, today);
  return Object.fromEntries(bys.map((by) => [by, rowsOf(counts, by)])) as Record<By, VisitRow[]>;
}

/**
 * Whether any page view was counted on a day before `day`, rolled up or not: false until the
 * site's first day of visits (and after 24 months without one, when their counts have gone).
 */
export async function visitsCountedBefore(db: Db, day: string): Promise<boolean> {
  const since = await countedSince(db);
  return since !== null && since < day;
}
