import { and, gte, lt, ne, sql, type SQL } from "drizzle-orm";

import { leadFacts } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { referrerHost, sourceOf } from "#app/site/lead-sources.ts";
import { siteConfig } from "#app/site/site.config.ts";
import { DAY_MS } from "#app/site/india-time.ts";

import { responseFigures } from "#app/inbox/leads/list-counts.server.ts";
import { FUNNEL, type FunnelStep } from "./funnel-steps.ts";
import type { BucketUnit, DaySpan, OverviewPeriod } from "./overview-period.ts";
import { weeklySeries, weekTotals, type Series, type WeekCount } from "./overview-series.ts";

/*
 * The leads' part of the owner's picture (/admin/overview) for a period (./overview-period.ts):
 * its leads a day or a week at a time, split by source and by service, the pipeline as a
 * funnel, the won value and the median first response, and the same totals for the period
 * before. Spam is left out of every number but its own. A lead counts in the period it was
 * received in, and as won when it is won now (decision 027).
 *
 * Each query is one pass over the period's leads through the created_at index, counted in
 * SQL: the counts grouped by day or week (bucketOfLead), source parts and service; and a row of
 * totals for the period and one for the period before, an aggregate each, sharing one scan
 * rather than a query each (the embedded store answers one query at a time). One query with GROUPING
 * SETS for both was slower on the embedded store than the two (68 ms against 25 + 34 at
 * 100,000 leads). Both read each lead's facts (lead_facts: its day, status, steps, value,
 * response time and source parts, kept by the store from the lead), not the wide lead row with
 * each source and day worked out at every read: on the embedded store, for 90 days and the 90
 * before, the totals took 28 ms against 39 and the buckets 13 against 26.
 */

/** The headline's lead figures of one span. */
export type LeadTotals = {
  /** Leads received (spam apart). */
  leads: number;
  /** Won now: how many, their value in rupees, and how many have no value entered. */
  won: { count: number; value: number; withoutValue: number };
  /** The median time from receipt to first response, of the leads answered. */
  response: { medianMs: number | null; answered: number; waiting: number };
};

export type LeadOverview = LeadTotals & {
  /** The leads of each bucket of the period, in the period's order. */
  perBucket: number[];
  bySource: Series[];
  byService: Series[];
  /** How many of the period's leads reached each step, or a later one, in order. */
  funnel: { step: FunnelStep; count: number }[];
  /** Lost now, and filed as spam (the one number spam is in). */
  lost: number;
  spam: number;
  /** The same figures for the period before, as long. */
  previous: LeadTotals;
};

/** `count(*) filter (where …)`, as an int (PostgreSQL's bigint would arrive as a string). */
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

/**
 * A bucket's length in days, and how far its start is from a multiple of it since 1 January
 * 1970.
 */
const BUCKETS: Record<BucketUnit, { days: number; shift: number }> = {
  day: { days: 1, shift: 0 },
  // Weeks begin on Monday: 1 January 1970 was a Thursday, three days after one.
  week: { days: 7, shift: 3 },
};

/**
 * The day or week of India a lead was received in, as a number: its index among the days (or
 * weeks from Monday) since 1 January 1970, from the day the store keeps (lead_facts.ist_day).
 */
const bucketOfLead = (unit: BucketUnit) => {
  const { days, shift } = BUCKETS[unit];
  return sql<number>`((${leadFacts.istDay} + ${sql.raw(String(shift))}) / ${sql.raw(String(days))})::int`;
};

/** A bucket's key from bucketOfLead's number: the day's date, or the week's Monday's. */
const bucketKey = (unit: BucketUnit, index: number) => {
  const { days, shift } = BUCKETS[unit];
  return new Date((index * days - shift) * DAY_MS).toISOString().slice(0, 10);
};

/** The period's leads while received, spam apart: the overview's other readers share it. */
export const leadsIn = ({ start, end }: DaySpan) =>
  and(gte(leadFacts.createdAt, start), lt(leadFacts.createdAt, end), ne(leadFacts.status, "spam"));

/** The leads' overview of `period`; `ownHost` is the site whose referrers count as direct. */
export async function readLeadOverview(
  db: Db,
  period: OverviewPeriod,
  { ownHost = referrerHost(siteConfig.origin) }: { ownHost?: string | null } = {},
): Promise<LeadOverview> {
  const { current } = period;

  // Side by side on PostgreSQL's pool; the embedded store takes them one after the other.
  const [bucketed, { current: totals, previous: before }] = await Promise.all([
    db
      .select({
        bucket: bucketOfLead(period.unit),
        utm: leadFacts.utm,
        site: leadFacts.site,
        service: leadFacts.service,
        count: sql<number>`count(*)::int`,
      })
      .from(leadFacts)
      .where(leadsIn(current))
      .groupBy(sql`1, 2, 3, 4`),
    readTotals(db, period),
  ]);

  const keys = period.buckets.map((bucket) => bucket.key);
  const bySourceRows: WeekCount[] = bucketed.map((row) => ({
    week: bucketKey(period.unit, row.bucket),
    // Named in JavaScript, as every page names a source: an alias added later renames the past.
    name: sourceOf({ utmSource: row.utm, referrer: row.site }, ownHost).name,
    count: row.count,
  }));
  const byServiceRows = bucketed.map((row) => ({
    week: bucketKey(period.unit, row.bucket),
    name: row.service,
    count: row.count,
  }));
  const bySource = weeklySeries(bySourceRows, keys);
  return {
    ...leadTotals(totals),
    perBucket: weekTotals(bySource, keys.length),
    bySource,
    byService: weeklySeries(byServiceRows, keys),
    funnel: FUNNEL.map((step, rank) => ({ step, count: totals.reached[rank]! })),
    lost: totals.lost,
    spam: totals.spam,
    previous: leadTotals(before),
  };
}

/** The headline's figures from a row of totals. */
function leadTotals(totals: TotalsRow): LeadTotals {
  return {
    leads: totals.leads,
    won: { count: totals.won, value: totals.wonValue, withoutValue: totals.wonWithoutValue },
    response: responseFigures(totals),
  };
}

/** A span's totals as read, and as they are when the span holds no lead. */
type TotalsRow = {
  leads: number;
  spam: number;
  lost: number;
  reached: number[];
  won: number;
  wonValue: number;
  wonWithoutValue: number;
  medianSeconds: number | string | null;
  answered: number;
  waiting: number;
};
const NO_LEADS: TotalsRow = {
  leads: 0,
  spam: 0,
  lost: 0,
  reached: FUNNEL.map(() => 0),
  won: 0,
  wonValue: 0,
  wonWithoutValue: 0,
  medianSeconds: null,
  answered: 0,
  waiting: 0,
};

/**
 * The totals of the period and of the period before, a row each, from one pass over both (they
 * are next to each other). How far each lead got is its furthest step ever (leads.furthest_step,
 * which the store keeps from its status and its history: migration 0013), so a lead lost after
 * a quote counts as contacted and quoted, and one moved straight from New to Won counts at every
 * step before Won too. Read from the lead's facts (lead_facts.furthest_step, the lead's own)
 * rather than by joining the history of status events: for 90 days and the 90 before, 25,000
 * leads and 11,000 events, that join cost the embedded store 25-30 ms of the totals' 75-80.
 */
async function readTotals(
  db: Db,
  { current, previous }: Pick<OverviewPeriod, "current" | "previous">,
): Promise<{ current: TotalsRow; previous: TotalsRow }> {
  const period = db
    .select({
      inCurrent: sql<boolean>`${leadFacts.createdAt} >= ${current.start}`.as("in_current"),
      status: leadFacts.status,
      wonValue: leadFacts.wonValue,
      responseSeconds: leadFacts.responseSeconds,
      reached: leadFacts.furthestStep,
    })
    .from(leadFacts)
    .where(and(gte(leadFacts.createdAt, previous.start), lt(leadFacts.createdAt, current.end)))
    .as("period");
  const counted = sql`${period.status} <> 'spam'`;
  const rows = await db
    .select({
      inCurrent: period.inCurrent,
      leads: countWhere(counted),
      spam: countWhere(sql`${period.status} = 'spam'`),
      lost: countWhere(sql`${period.status} = 'lost'`),
      // How many reached each step or a later one: an array, a count a step.
      reached: sql<number[]>`array[${sql.join(
        FUNNEL.map((_, rank) =>
          countWhere(sql`${counted} and ${period.reached} >= ${sql.raw(String(rank))}`),
        ),
        sql`, `,
      )}]`,
      won: countWhere(sql`${period.status} = 'won'`),
      // float8: a sum of integers beyond 2^31 would be a bigint, which arrives as a string.
      wonValue: sql<number>`coalesce(sum(${period.wonValue}) filter (where ${period.status} = 'won'), 0)::float8`,
      wonWithoutValue: countWhere(sql`${period.status} = 'won' and ${period.wonValue} is null`),
      medianSeconds: sql<number | null>`percentile_cont(0.5) within group (
        order by ${period.responseSeconds}
      ) filter (where ${counted} and ${period.responseSeconds} is not null)`,
      answered: countWhere(sql`${counted} and ${period.responseSeconds} is not null`),
      waiting: countWhere(sql`${counted} and ${period.responseSeconds} is null`),
    })
    .from(period)
    .groupBy(period.inCurrent);
  const totalsOf = (inCurrent: boolean): TotalsRow =>
    rows.find((row) => row.inCurrent === inCurrent) ?? NO_LEADS;
  return { current: totalsOf(true), previous: totalsOf(false) };
}
