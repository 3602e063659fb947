import { and, eq, gte, isNotNull, isNull, lt, ne, sql, type SQL } from "drizzle-orm";

import { leads } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { DAY_MS } from "#app/site/india-time.ts";

import { dueBy } from "./follow-up-list.server.ts";

/*
 * The numbers above the inbox's list, all from one pass over the leads: how many each tab
 * holds, how many new leads wait, how many follow-ups are due and overdue, and how fast the
 * last 30 days' leads were answered, each an aggregate with its own FILTER.
 *
 * One pass, because the embedded store answers one query at a time and reads a table larger
 * than its buffers from disk on every scan: the four queries this replaced (the tabs by
 * status, the follow-ups and the account's leads through their indexes, the month's
 * responses) read the leads about three times over, 137 ms at 100,000 leads against 64 ms for
 * this one (docs/performance.md, bench:inbox). There, each aggregate costs about 5 ms whatever
 * its condition: a number added here is not free. Each FILTER tests first what most leads
 * fail (`next_step_at is not null`, `assignee_id is not null`, the window's start).
 */

/** How many leads each tab holds, and how many of the inbox's are new (the badge). */
export type TabCounts = { inbox: number; spam: number; new: number };

export type FollowUpCounts = {
  /** Due today or overdue. */
  due: number;
  /** Of those, overdue now. */
  overdue: number;
  /** Assigned to the account (spam apart). */
  mine: number;
};

/** The window the list's response time is measured over. */
export const RESPONSE_WINDOW_DAYS = 30;

export type ResponseTime = {
  /** The median time from receipt to first response, in ms; null when none was answered. */
  medianMs: number | null;
  answered: number;
  /** Received in the window and not answered yet. */
  waiting: number;
};

export type ListCounts = { tabs: TabCounts; followUps: FollowUpCounts; response: ResponseTime };

/** `count(*) filter (where …)`, as an int (PostgreSQL's bigint would arrive as a string). */
const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})::int`;

/**
 * The list's numbers for the signed-in account at `now`: the tabs (spam apart from the
 * inbox), the follow-ups due by the end of today in India and overdue now (listDue's leads),
 * the account's leads (the "Assigned to me" tab's), and the median first response of the
 * leads received in the last RESPONSE_WINDOW_DAYS days (spam apart).
 */
export async function listCounts(db: Db, userId: string, now: Date): Promise<ListCounts> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
  const inWindow = and(gte(leads.createdAt, since), ne(leads.status, "spam"));
  // An aggregate without GROUP BY answers one row, over no leads as well.
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      spam: countWhere(eq(leads.status, "spam")),
      new: countWhere(eq(leads.status, "new")),
      due: countWhere(dueBy(now)),
      overdue: countWhere(and(dueBy(now), lt(leads.nextStepAt, now))),
      mine: countWhere(
        and(isNotNull(leads.assigneeId), eq(leads.assigneeId, userId), ne(leads.status, "spam")),
      ),
      // date_part's double, not extract's numeric: half the cost (app/inbox/overview/overview.server.ts).
      medianSeconds: sql<number | null>`percentile_cont(0.5) within group (
        order by date_part('epoch', ${leads.firstResponseAt} - ${leads.createdAt})
      ) filter (where ${and(inWindow, isNotNull(leads.firstResponseAt))})`,
      answered: countWhere(and(inWindow, isNotNull(leads.firstResponseAt))),
      waiting: countWhere(and(inWindow, isNull(leads.firstResponseAt))),
    })
    .from(leads);
  const counts = row!;
  return {
    tabs: { inbox: counts.all - counts.spam, spam: counts.spam, new: counts.new },
    followUps: { due: counts.due, overdue: counts.overdue, mine: counts.mine },
    response: responseFigures(counts),
  };
}

/**
 * The response line's figures from a query's row: its median in seconds (PostgreSQL's
 * percentile, a string on some drivers; null when nothing was answered) in whole milliseconds,
 * and how many leads were answered and wait. The list's line and the overview read the same.
 */
export const responseFigures = ({
  medianSeconds,
  answered,
  waiting,
}: {
  medianSeconds: number | string | null;
  answered: number;
  waiting: number;
}) => ({
  medianMs: medianSeconds === null ? null : Math.round(Number(medianSeconds) * 1000),
  answered,
  waiting,
});
