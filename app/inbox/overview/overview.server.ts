import { and, eq, gte, lt, ne, sql, type SQL } from "drizzle-orm";

import { leadEvents, leads } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { referrerHost, sourceOf } from "#app/site/lead-sources.ts";
import { siteConfig } from "#app/site/site.config.ts";

import { responseFigures } from "#app/inbox/leads/list-counts.server.ts";
import { FUNNEL, type FunnelStep } from "./funnel-steps.ts";
import { overviewWeeks, type OverviewWeek } from "./overview-weeks.ts";
import { weeklySeries, weekTotals, type Series, type WeekCount } from "./overview-series.ts";
import { IST_ZONE } from "#app/site/india-time.ts";

/*
 * A picture of the business (/admin/overview): the leads of the last OVERVIEW_WEEKS weeks in
 * India, each week split by source and by service, the pipeline as a funnel, the won value and
 * the median first response. Spam is left out of every number but its own.
 *
 * Two queries, each one pass over the period's leads through the created_at index, counted in
 * SQL: the weekly counts grouped by week (date_trunc in Asia/Kolkata), source parts and service;
 * and one row of totals with an aggregate each, the totals sharing one scan rather than a query
 * each (the embedded store answers one query at a time). One query with GROUPING SETS for both
 * was slower on the embedded store than the two (68 ms against 25 + 34 at 100,000 leads).
 */

export type Overview = {
  weeks: OverviewWeek[];
  /** Leads of the period (spam apart) and, of them, each week's. */
  leads: number;
  perWeek: number[];
  bySource: Series[];
  byService: Series[];
  /** How many of the period's leads reached each step, or a later one, in order. */
  funnel: { step: FunnelStep; count: number }[];
  /** Lost now, and filed as spam (the one number spam is in). */
  lost: number;
  spam: number;
  /** Won now: how many, their value in rupees, and how many have no value entered. */
  won: { count: number; value: number; withoutValue: number };
  /** The median time from receipt to first response, of the leads answered. */
  response: { medianMs: number | null; answered: number; waiting: number };
};

/** `count(*) filter (where …)`, as an int (PostgreSQL's bigint would arrive as a string). */
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

/** A status's place in the funnel (0 for New, and for Lost and Spam, which are no step of it). */
const stepRank = (status: SQL) =>
  sql`case ${status} ${sql.raw(FUNNEL.map((step, rank) => `when '${step}' then ${rank}`).join(" "))} else 0 end`;

/**
 * The week of India a lead was received in: its Monday 00:00 IST as seconds of the local
 * calendar (extract of a timestamp without zone), which overview-weeks.ts's keys are named by.
 * Seconds rather than to_char's text: the embedded store takes about 25 ms more to format
 * 11,000 dates than to read them as numbers, and a date's text depends on the DateStyle.
 */
const weekOfLead = sql<number>`extract(epoch from date_trunc('week', ${leads.createdAt} at time zone ${sql.raw(`'${IST_ZONE}'`)}))::float8`;

/** The utm_source, lower-cased and trimmed; null when empty. */
const utmOfLead = sql<string | null>`nullif(lower(trim(${leads.utmSource})), '')`;

/**
 * The referrer's host, or null: the part after "//", without a user or a port. Referrers are
 * stored as the URL parser wrote them (app/leads/attribution.ts: http or https, the host
 * lower-cased). Split rather than matched: a regular expression over 11,000 referrers took
 * the embedded store 30 ms more; sourceOf names the host.
 */
const siteOfLead = sql<
  string | null
>`nullif(split_part(split_part(split_part(${leads.referrer}, '/', 3), '@', -1), ':', 1), '')`;

/** A week's key from weekOfLead's seconds: the Monday's date. */
const weekKey = (seconds: number) => new Date(Number(seconds) * 1000).toISOString().slice(0, 10);

/** The overview at `now`; `ownHost` is the site whose referrers count as direct. */
export async function readOverview(
  db: Db,
  now: Date,
  { ownHost = referrerHost(siteConfig.origin) }: { ownHost?: string | null } = {},
): Promise<Overview> {
  const weeks = overviewWeeks(now);
  const start = weeks[0]!.start;
  const end = new Date(weeks.at(-1)!.start.getTime() + 7 * 24 * 60 * 60 * 1000);
  const inPeriod = and(gte(leads.createdAt, start), lt(leads.createdAt, end));

  // Side by side on PostgreSQL's pool; the embedded store takes them one after the other.
  const [weekly, totals] = await Promise.all([
    db
      .select({
        week: weekOfLead,
        utm: utmOfLead,
        site: siteOfLead,
        service: leads.service,
        count: sql<number>`count(*)::int`,
      })
      .from(leads)
      .where(and(inPeriod, ne(leads.status, "spam")))
      .groupBy(sql`1, 2, 3, 4`),
    readTotals(db, start, end),
  ]);

  const keys = weeks.map((week) => week.key);
  const bySourceRows: WeekCount[] = weekly.map((row) => ({
    week: weekKey(row.week),
    // Named in JavaScript, as every page names a source: an alias added later renames the past.
    name: sourceOf({ utmSource: row.utm, referrer: row.site }, ownHost).name,
    count: row.count,
  }));
  const byServiceRows = weekly.map((row) => ({
    week: weekKey(row.week),
    name: row.service,
    count: row.count,
  }));
  const bySource = weeklySeries(bySourceRows, keys);
  return {
    weeks,
    leads: totals.leads,
    perWeek: weekTotals(bySource, keys.length),
    bySource,
    byService: weeklySeries(byServiceRows, keys),
    funnel: FUNNEL.map((step, rank) => ({ step, count: totals.reached[rank]! })),
    lost: totals.lost,
    spam: totals.spam,
    won: { count: totals.won, value: totals.wonValue, withoutValue: totals.wonWithoutValue },
    response: responseFigures(totals),
  };
}

/**
 * The period's totals in one row. How far each lead got is the furthest step of its history
 * (its status events) or its status now, so a lead lost after a quote counts as contacted and
 * quoted, and one moved straight from New to Won counts at every step before Won too.
 *
 * The history is read for the period's status events only (lead_events_status_at_idx): a lead's
 * events come after it was received. A subquery per lead through the lead's own index instead
 * took the embedded store twice as long (75 ms against 34 at 100,000 leads: 11,000 lookups).
 */
async function readTotals(db: Db, start: Date, end: Date) {
  const history = db
    .select({
      leadId: leadEvents.leadId,
      furthest: sql<number>`max(${stepRank(sql`${leadEvents.toStatus}`)})`.as("furthest"),
    })
    .from(leadEvents)
    .where(and(eq(leadEvents.kind, "status"), gte(leadEvents.at, start)))
    .groupBy(leadEvents.leadId)
    .as("history");
  const period = db
    .select({
      status: leads.status,
      wonValue: leads.wonValue,
      createdAt: leads.createdAt,
      firstResponseAt: leads.firstResponseAt,
      reached:
        sql<number>`greatest(${stepRank(sql`${leads.status}`)}, coalesce(${history.furthest}, 0))`.as(
          "reached",
        ),
    })
    .from(leads)
    .leftJoin(history, eq(history.leadId, leads.id))
    .where(and(gte(leads.createdAt, start), lt(leads.createdAt, end)))
    .as("period");
  const counted = sql`${period.status} <> 'spam'`;
  const [row] = await db
    .select({
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
        order by extract(epoch from ${period.firstResponseAt} - ${period.createdAt})
      ) filter (where ${counted} and ${period.firstResponseAt} is not null)`,
      answered: countWhere(sql`${counted} and ${period.firstResponseAt} is not null`),
      waiting: countWhere(sql`${counted} and ${period.firstResponseAt} is null`),
    })
    .from(period);
  return row!;
}
