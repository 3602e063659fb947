import { and, gte, lt, ne, sql, type SQL } from "drizzle-orm";

import { leads } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { referrerHost, sourceOf } from "#app/site/lead-sources.ts";
import { siteConfig } from "#app/site/site.config.ts";
import { IST_OFFSET_MS } from "#app/site/india-time.ts";

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
 * 100,000 leads).
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

/** A bucket's length, and how far its start is from a multiple of it since 1 January 1970. */
const BUCKETS: Record<BucketUnit, { seconds: number; shift: number }> = {
  day: { seconds: 86_400, shift: 0 },
  // Weeks begin on Monday: 1 January 1970 was a Thursday, three days after one.
  week: { seconds: 7 * 86_400, shift: 3 * 86_400 },
};

/**
 * The day or week of India a lead was received in, as a number: its index among the days (or
 * weeks from Monday) since 1 January 1970, 00:00 IST. Counted from the moment's seconds and
 * India's fixed offset (no daylight saving: app/site/india-time.ts) rather than by date_trunc
 * in Asia/Kolkata, which looks the zone up for each lead: 90 days' leads by week, source and
 * service took the embedded store 26-30 ms against 45-62. date_part, not extract: extract's
 * numeric (PostgreSQL 14 on) costs twice date_part's double (9.5 ms against 5.3 for 90 days'
 * leads by week alone, and 30 against 22 for the median response of both periods).
 */
const bucketOfLead = (unit: BucketUnit) => {
  const { seconds, shift } = BUCKETS[unit];
  return sql<number>`floor((date_part('epoch', ${leads.createdAt}) + ${sql.raw(String(IST_OFFSET_MS / 1000 + shift))}) / ${sql.raw(String(seconds))})::int`;
};

/** The utm_source, lower-cased and trimmed; null when empty. */
export const utmOfLead = sql<string | null>`nullif(lower(trim(${leads.utmSource})), '')`;

/**
 * The referrer's host, or null: the part after "//", without a user or a port. Referrers are
 * stored as the URL parser wrote them (app/leads/attribution.ts: http or https, the host
 * lower-cased). Split rather than matched: a regular expression over 11,000 referrers took
 * the embedded store 30 ms more; sourceOf names the host.
 */
export const siteOfLead = sql<
  string | null
>`nullif(split_part(split_part(split_part(${leads.referrer}, '/', 3), '@', -1), ':', 1), '')`;

/** A bucket's key from bucketOfLead's number: the day's date, or the week's Monday's. */
const bucketKey = (unit: BucketUnit, index: number) => {
  const { seconds, shift } = BUCKETS[unit];
  return new Date((index * seconds - shift) * 1000).toISOString().slice(0, 10);
};

/** The period's leads while received, spam apart: the overview's other readers share it. */
export const leadsIn = ({ start, end }: DaySpan) =>
  and(gte(leads.createdAt, start), lt(leads.createdAt, end), ne(leads.status, "spam"));

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
        utm: utmOfLead,
        site: siteOfLead,
        service: leads.service,
        count: sql<number>`count(*)::int`,
      })
      .from(leads)
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
 * step before Won too. Read from the lead itself rather than by joining the history of status
 * events: for 90 days and the 90 before, 25,000 leads and 11,000 events, that join cost the
 * embedded store 25-30 ms of the totals' 75-80.
 */
async function readTotals(
  db: Db,
  { current, previous }: Pick<OverviewPeriod, "current" | "previous">,
): Promise<{ current: TotalsRow; previous: TotalsRow }> {
  const period = db
    .select({
      inCurrent: sql<boolean>`${leads.createdAt} >= ${current.start}`.as("in_current"),
      status: leads.status,
      wonValue: leads.wonValue,
      createdAt: leads.createdAt,
      firstResponseAt: leads.firstResponseAt,
      reached: leads.furthestStep,
    })
    .from(leads)
    .where(and(gte(leads.createdAt, previous.start), lt(leads.createdAt, current.end)))
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
        order by date_part('epoch', ${period.firstResponseAt} - ${period.createdAt})
      ) filter (where ${counted} and ${period.firstResponseAt} is not null)`,
      answered: countWhere(sql`${counted} and ${period.firstResponseAt} is not null`),
      waiting: countWhere(sql`${counted} and ${period.firstResponseAt} is null`),
    })
    .from(period)
    .groupBy(period.inCurrent);
  const totalsOf = (inCurrent: boolean): TotalsRow =>
    rows.find((row) => row.inCurrent === inCurrent) ?? NO_LEADS;
  return { current: totalsOf(true), previous: totalsOf(false) };
}
