import { and, asc, count, eq, gte, isNotNull, lt, ne, notInArray, sql } from "drizzle-orm";

import { leads, type Lead } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { istEndOfDay } from "./ist-time.ts";
import {
  MAX_PAGE_SIZE,
  messageStart,
  summaryColumns,
  summaryOf,
  type LeadSummary,
} from "./lead-list.server.ts";

/*
 * What the list shows to get every lead answered: the follow-ups due today and the overdue
 * ones, soonest first (the "Follow-ups" tab), how many are assigned to the signed-in account,
 * and the median time to a first response over the last 30 days. Each reads one index: the
 * partial index on next_step_at, the assignee's, the received-at one.
 */

/** Won, lost and spam leads need no follow-up, whatever next step they kept. */
const CLOSED = ["won", "lost", "spam"] as const;

/** A follow-up in the list: the row, with its next step. */
export type DueLead = LeadSummary & Pick<Lead, "nextStep" | "nextStepAt">;

/** Open leads whose next step falls before the end of today in India. */
const dueBy = (now: Date) =>
  and(
    isNotNull(leads.nextStepAt),
    lt(leads.nextStepAt, istEndOfDay(now)),
    notInArray(leads.status, [...CLOSED]),
  );

/** The follow-ups due today and overdue, the longest overdue first (at most MAX_PAGE_SIZE). */
export async function listDue(db: Db, now: Date): Promise<DueLead[]> {
  const rows = await db
    .select({
      ...summaryColumns,
      messageStart,
      nextStep: leads.nextStep,
      nextStepAt: leads.nextStepAt,
    })
    .from(leads)
    .where(dueBy(now))
    .orderBy(asc(leads.nextStepAt), asc(leads.id))
    .limit(MAX_PAGE_SIZE);
  return rows.map(({ nextStep, nextStepAt, ...row }) => ({
    ...summaryOf(row),
    nextStep,
    nextStepAt,
  }));
}

export type FollowUpCounts = {
  /** Due today or overdue. */
  due: number;
  /** Of those, overdue now. */
  overdue: number;
  /** Assigned to the account (spam apart). */
  mine: number;
};

export async function followUpCounts(db: Db, userId: string, now: Date): Promise<FollowUpCounts> {
  const [[due], [mine]] = await Promise.all([
    db
      .select({
        due: count(),
        overdue: sql<number>`count(*) filter (where ${leads.nextStepAt} < ${now.toISOString()}::timestamptz)::int`,
      })
      .from(leads)
      .where(dueBy(now)),
    db
      .select({ mine: count() })
      .from(leads)
      .where(and(eq(leads.assigneeId, userId), ne(leads.status, "spam"))),
  ]);
  return { due: due?.due ?? 0, overdue: due?.overdue ?? 0, mine: mine?.mine ?? 0 };
}

/** The window the list's response time is measured over. */
export const RESPONSE_WINDOW_DAYS = 30;

export type ResponseTime = {
  /** The median time from receipt to first response, in ms; null when none was answered. */
  medianMs: number | null;
  answered: number;
  /** Received in the window and not answered yet. */
  waiting: number;
};

/** How fast the team answered the leads received in the last 30 days (spam apart). */
export async function responseTime(db: Db, now: Date): Promise<ResponseTime> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${leads.firstResponseAt} - ${leads.createdAt})) filter (where ${leads.firstResponseAt} is not null)`,
      answered: sql<number>`count(${leads.firstResponseAt})::int`,
      waiting: sql<number>`count(*) filter (where ${leads.firstResponseAt} is null)::int`,
    })
    .from(leads)
    .where(and(gte(leads.createdAt, since), ne(leads.status, "spam")));
  const median = row?.medianSeconds;
  return {
    medianMs: median === null || median === undefined ? null : Math.round(Number(median) * 1000),
    answered: row?.answered ?? 0,
    waiting: row?.waiting ?? 0,
  };
}
