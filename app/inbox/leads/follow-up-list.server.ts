import { and, asc, isNotNull, lt, notInArray } from "drizzle-orm";

import { leads, type Lead } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { istEndOfDay } from "#app/inbox/ist-time.ts";
import {
  MAX_PAGE_SIZE,
  messageStart,
  summaryColumns,
  summaryOf,
  type LeadSummary,
} from "./lead-list.server.ts";

/*
 * The "Follow-ups due" tab: the follow-ups due today and the overdue ones, the longest overdue
 * first, read through the partial index on next_step_at. Their counts, and the other numbers
 * above the list, are counted in one pass with the tabs' (list-counts.server.ts).
 */

/** Won, lost and spam leads need no follow-up, whatever next step they kept. */
const CLOSED = ["won", "lost", "spam"] as const;

/** A follow-up in the list: the row, with its next step. */
export type DueLead = LeadSummary & Pick<Lead, "nextStep" | "nextStepAt">;

/**
 * Open leads whose next step falls before the end of today in India: the tab's leads, and
 * what its count counts (list-counts.server.ts). The null test first: most leads have no step.
 */
export const dueBy = (now: Date) =>
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
