import { and, asc, gte, lt, notExists, eq, sql, type SQL } from "drizzle-orm";

import { visitDays, visitEvents, visitRollups, visitSalts } from "#app/db/schema.server.ts";
import { addDays } from "#app/site/india-time.ts";
import { rowsOf, type Db } from "#app/db/store.server.ts";

import { ROLLUP_LOCK } from "./event-writer.server.ts";

/*
 * After a day in India ends, its page views become its counts (visit_days) by page, language,
 * device and source, once: whichever server comes first claims the day in visit_rollups in the
 * same transaction as it writes the counts, under a lock page view writes take shared, so a day
 * is never counted twice or in part. Days missed while no server ran, or the store was down,
 * are rolled up at the next run, oldest first. Then what is past its time goes.
 */

/** How many sources of a day are kept by name; the rest are counted together. */
export const SOURCES_KEPT_PER_DAY = 50;

/** How often each server looks for days to roll up and rows to delete. */
export const ROLLUP_EVERY_MS = 10 * 60_000;

/** What a day is counted by: "all" is the day's total (value ''), "page" a page's views and
 * the visits it was the entry page of. */
export const VISIT_DIMENSIONS = ["all", "page", "language", "device", "source"] as const;
export type VisitDimension = (typeof VISIT_DIMENSIONS)[number];

/** A day's counts by one dimension's value, as visit_days holds them. */
export type DayCount = {
  dimension: VisitDimension;
  value: string;
  other: boolean;
  views: number;
  visits: number;
  visitors: number;
};

/**
 * A day's counts from its page views: the same statement rolls a day up and reads today's,
 * which has not ended (./read-visits.server.ts). One day's rows at most.
 */
export function dayCountsQuery(day: string): SQL {
  const counts = sql`count(*)::int as views, (count(*) filter (where starts))::int as visits,
    count(distinct visitor)::int as visitors`;
  // The source's parts as one value, joined by SOURCE_PARTS_SEPARATOR (chr(31)).
  const events = sql`(select *, concat_ws(chr(31), host, utm_source, utm_medium, utm_campaign)
    as source from visit_events where day = ${day}::date)`;
  const kept = sql.raw(String(SOURCES_KEPT_PER_DAY));
  return sql`
    with e as ${events},
    ranked as (
      select source, row_number() over (
        order by count(*) filter (where starts) desc, count(*) desc, source) as rank
      from e group by source)
    select 'all' as dimension, '' as value, false as other, ${counts} from e having count(*) > 0
    union all select 'page', page, false, ${counts} from e group by page
    union all select 'language', language, false, ${counts} from e group by language
    union all select 'device', device, false, ${counts} from e group by device
    union all select 'source', case when r.rank <= ${kept} then r.source else '' end,
        r.rank > ${kept}, ${counts}
      from e join ranked r using (source)
      group by 2, 3`;
}

/** Rolls `day` up unless a server did; true when this call did. */
export async function rollUpDay(db: Db, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    const claimed = await tx
      .insert(visitRollups)
      .values({ day })
      .onConflictDoNothing()
      .returning({ day: visitRollups.day });
    if (!claimed.length) return false;
    await tx.execute(sql`insert into visit_days (day, dimension, value, other, views, visits, visitors)
      select ${day}::date, c.* from (${dayCountsQuery(day)}) as c`);
    return true;
  });
}

export type VisitKeeping = {
  /** Days page views are kept (siteConfig.privacy.visitEventDays). */
  eventDays: number;
  /** Months a day's counts are kept: as long as the leads. */
  countMonths: number;
};

/** The same day `months` months before (the 31st to the month's last day). */
function monthsBefore(day: string, months: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  const wanted = at.getUTCMonth() - months;
  at.setUTCMonth(wanted);
  if (at.getUTCMonth() !== ((wanted % 12) + 12) % 12) at.setUTCDate(0);
  return at.toISOString().slice(0, 10);
}

/**
 * Rolls up every day before `today` that has page views and no counts yet, oldest first, then
 * deletes page views older than `keeping.eventDays`, counts older than `keeping.countMonths`
 * and every salt before today. Safe on several servers at once. Answers the days it rolled up.
 */
export async function rollUpVisits(
  db: Db,
  today: string,
  keeping: VisitKeeping,
): Promise<string[]> {
  const due = await db
    .selectDistinct({ day: visitEvents.day })
    .from(visitEvents)
    .where(
      and(
        lt(visitEvents.day, today),
        notExists(db.select().from(visitRollups).where(eq(visitRollups.day, visitEvents.day))),
      ),
    )
    .orderBy(asc(visitEvents.day));
  const rolled: string[] = [];
  for (const { day } of due) {
    if (await rollUpDay(db, day)) rolled.push(day);
  }
  const eventsFrom = addDays(today, -keeping.eventDays);
  const countsFrom = monthsBefore(today, keeping.countMonths);
  await db.delete(visitEvents).where(lt(visitEvents.day, eventsFrom));
  await db.delete(visitDays).where(lt(visitDays.day, countsFrom));
  await db.delete(visitRollups).where(lt(visitRollups.day, countsFrom));
  await db.delete(visitSalts).where(lt(visitSalts.day, today));
  return rolled;
}

/** A day's counts as visit_days holds them (rolled up days only). */
export async function storedDayCounts(db: Db, from: string, to: string) {
  return db
    .select()
    .from(visitDays)
    .where(and(gte(visitDays.day, from), lt(visitDays.day, to)));
}

/** Today's counts, from its page views (one day's rows). */
export async function liveDayCounts(db: Db, day: string): Promise<DayCount[]> {
  return rowsOf<DayCount>(await db.execute(dayCountsQuery(day)));
}
