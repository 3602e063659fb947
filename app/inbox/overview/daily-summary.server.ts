import { randomUUID } from "node:crypto";

import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, notInArray } from "drizzle-orm";

import {
  leads,
  notifications,
  users,
  type DailySummary,
  type SummaryLead,
} from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { istEndOfDay } from "#app/inbox/ist-time.ts";
import { addDays, DAY_MS, IST_OFFSET, istDay } from "#app/site/india-time.ts";

import { summaryVisits } from "./summary-visits.server.ts";

/*
 * The daily summary: at 09:00 IST each account that wants it gets one email with the leads of
 * the last day, the follow-ups due today and the overdue ones, with links, and the day before's
 * visits (./summary-visits.server.ts). It goes through the outbox (channel "summary"), one row
 * per account and day with a unique key, so however many servers enqueue it at once, one is
 * stored and one is sent.
 */

/** When the summary goes out: 09:00 in India. */
export const SUMMARY_HOUR_IST = 9;

export { istDay };

/** The moment of 09:00 IST on the day of `at` in India. */
export function summaryTime(at: Date): Date {
  return new Date(Date.parse(`${istDay(at)}T0${SUMMARY_HOUR_IST}:00:00${IST_OFFSET}`));
}

/** The outbox key of an account's summary for a day: unique, so it is enqueued once. */
export const summaryKey = (userId: string, day: string) => `summary:${userId}:${day}`;

/**
 * Enqueues today's summary for every account that wants one, once it is 09:00 IST or later.
 * Safe to call every minute from every server: an existing row for the day wins. Returns how
 * many rows this call added.
 */
export async function enqueueDailySummaries(db: Db, now: Date): Promise<number> {
  if (now < summaryTime(now)) return 0;
  const day = istDay(now);
  // The outbox delivers by the real clock: `now` says only which day it is and whether 09:00
  // has come (a test's clock may be days ahead).
  const sendFrom = new Date();
  const wanting = await db.select({ id: users.id }).from(users).where(eq(users.dailySummary, true));
  if (wanting.length === 0) return 0;
  const added = await db
    .insert(notifications)
    .values(
      wanting.map(({ id }) => ({
        id: randomUUID(),
        leadId: null,
        channel: "summary" as const,
        target: id,
        payload: { day },
        onceKey: summaryKey(id, day),
        createdAt: sendFrom,
        nextAttemptAt: sendFrom,
      })),
    )
    .onConflictDoNothing({ target: notifications.onceKey })
    .returning({ id: notifications.id });
  return added.length;
}

export type { DailySummary, SummaryLead };

/** The most leads of each kind an email lists; the inbox has the rest. */
export const SUMMARY_LIST_LIMIT = 20;

const fields = {
  id: leads.id,
  name: leads.name,
  service: leads.service,
  createdAt: leads.createdAt,
  nextStep: leads.nextStep,
  nextStepAt: leads.nextStepAt,
  language: leads.language,
};

/** Leads that are closed or spam need no follow-up. */
const CLOSED = ["won", "lost", "spam"] as const;

/**
 * What an account's summary for `day` (its outbox row's; by default the day of `now` in India)
 * says, as of `now`; undefined when the account is gone or no longer wants it.
 */
export async function composeDailySummary(
  db: Db,
  userId: string,
  now: Date,
  day = istDay(now),
): Promise<DailySummary | undefined> {
  const [user] = await db
    .select({ email: users.email, wants: users.dailySummary })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.wants) return undefined;
  const since = new Date(summaryTime(now).getTime() - DAY_MS);
  const endOfDay = istEndOfDay(now);
  const open = and(isNotNull(leads.nextStepAt), notInArray(leads.status, [...CLOSED]));
  const [newLeads, dueToday, overdue, visits] = await Promise.all([
    db
      .select(fields)
      .from(leads)
      .where(and(gte(leads.createdAt, since), ne(leads.status, "spam")))
      .orderBy(desc(leads.createdAt))
      .limit(SUMMARY_LIST_LIMIT),
    db
      .select(fields)
      .from(leads)
      .where(and(open, gte(leads.nextStepAt, now), lt(leads.nextStepAt, endOfDay)))
      .orderBy(asc(leads.nextStepAt))
      .limit(SUMMARY_LIST_LIMIT),
    db
      .select(fields)
      .from(leads)
      .where(and(open, lt(leads.nextStepAt, now)))
      .orderBy(asc(leads.nextStepAt))
      .limit(SUMMARY_LIST_LIMIT),
    summaryVisits(db, addDays(day, -1), istDay(now)),
  ]);
  return {
    to: user.email,
    day,
    newLeads,
    dueToday,
    overdue,
    ...(visits && { visits }),
  };
}

/** Whether any account wants the summary (the inbox says so beside the mail setting). */
export async function summaryWanted(db: Db, userIds?: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.dailySummary, true), userIds ? inArray(users.id, userIds) : undefined))
    .limit(1);
  return Boolean(row);
}

/** Turns an account's summary on or off. */
export async function setDailySummary(db: Db, userId: string, wanted: boolean): Promise<void> {
  await db.update(users).set({ dailySummary: wanted }).where(eq(users.id, userId));
}
