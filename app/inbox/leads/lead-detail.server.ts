import { randomUUID } from "node:crypto";

import { and, asc, eq, ne } from "drizzle-orm";

import {
  LEAD_STATUSES,
  leadEvents,
  leads,
  notifications,
  type Lead,
  type LeadEvent,
  type LeadStatus,
  type Notification,
  type NotificationState,
  users,
} from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { shownPushReason } from "#app/lib/push-reasons.ts";

import { audit } from "#app/inbox/team/audit.server.ts";
import { markFirstResponse } from "./follow-up.server.ts";
import { isLeadId } from "./lead-id.ts";
import { withLockedLead } from "./locked-lead.server.ts";
import { rupeesText } from "./won-value.server.ts";

/*
 * One lead as the inbox shows it, and what the owner does to it: move it along (new →
 * contacted → quote sent → won or lost, or to spam and back) and write notes. Each change is a
 * lead event (the lead's own history, shown on its page) and an audit entry (what the
 * accounts did, which names the lead by its id only), written in the change's transaction.
 */

/** The longest note, in characters. */
export const NOTE_MAX_LENGTH = 2000;

/** A notification as the lead's page shows it, with its id for the "retry" button. */
export type NotificationSummary = Pick<
  Notification,
  "id" | "channel" | "state" | "attempts" | "lastError" | "sentAt" | "nextAttemptAt"
>;

/** A history entry, with the delivery of the email it sent (if it is an email reply). */
export type LeadHistoryEntry = LeadEvent & {
  delivery: { state: NotificationState; lastError: string | null } | null;
};

export type LeadDetail = {
  lead: Lead;
  /** The account following it up, if any. */
  assignee: { id: string; email: string } | null;
  /** Status changes, notes, replies, assignments and corrections, oldest first. */
  events: LeadHistoryEntry[];
  /** How the team was told of it (email, webhook, push…); replies are in the history. */
  notifications: NotificationSummary[];
};

export { isLeadId };

/** Whether a form's value is one of the statuses. */
export function isLeadStatus(value: unknown): value is LeadStatus {
  return (LEAD_STATUSES as readonly unknown[]).includes(value);
}

/** The lead with its history and its notifications, or undefined if there is none. */
export async function getLead(db: Db, id: string): Promise<LeadDetail | undefined> {
  if (!isLeadId(id)) return undefined;
  const [row] = await db
    .select({ lead: leads, assigneeEmail: users.email })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(eq(leads.id, id));
  if (!row) return undefined;
  const { lead, assigneeEmail } = row;
  const [events, sent] = await Promise.all([
    db
      .select({
        event: leadEvents,
        state: notifications.state,
        lastError: notifications.lastError,
      })
      .from(leadEvents)
      .leftJoin(notifications, eq(notifications.id, leadEvents.notificationId))
      .where(eq(leadEvents.leadId, id))
      .orderBy(asc(leadEvents.at), asc(leadEvents.id)),
    db
      .select({
        id: notifications.id,
        channel: notifications.channel,
        state: notifications.state,
        attempts: notifications.attempts,
        lastError: notifications.lastError,
        sentAt: notifications.sentAt,
        nextAttemptAt: notifications.nextAttemptAt,
      })
      .from(notifications)
      .where(and(eq(notifications.leadId, id), ne(notifications.channel, "reply")))
      .orderBy(asc(notifications.channel)),
  ]);
  return {
    lead,
    assignee:
      lead.assigneeId && assigneeEmail ? { id: lead.assigneeId, email: assigneeEmail } : null,
    events: events.map(({ event, state, lastError }) => ({
      ...event,
      delivery: state ? { state, lastError } : null,
    })),
    // A phone alert's reason is one of a few plain ones: a push service's answer would tell
    // every account what answers at an address one of them named (decision 030).
    notifications: sent.map((row) =>
      row.channel === "push" ? { ...row, lastError: shownPushReason(row.lastError) } : row,
    ),
  };
}

export type StatusChange = {
  leadId: string;
  to: LeadStatus;
  /** The signed-in account's email. */
  actor: string;
};

/**
 * Moves a lead to another status ("spam" ↔ "new" are the Spam / Not spam buttons). Returns the
 * lead's status afterwards, or undefined if there is no such lead. The same status again
 * changes and records nothing.
 */
export async function changeStatus(
  db: Db,
  { leadId, to, actor }: StatusChange,
): Promise<LeadStatus | undefined> {
  if (!isLeadId(leadId)) return undefined;
  if (!isLeadStatus(to)) throw new RangeError(`Unknown lead status: ${String(to)}`);
  return db.transaction(async (tx) => {
    // FOR UPDATE: two owners pressing buttons at once record two true from → to steps.
    const [current] = await tx
      .select({ status: leads.status, wonValue: leads.wonValue })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!current) return undefined;
    const from = current.status;
    if (from === to) return from;
    // The server's reason for filing it as spam ("too-fast") no longer holds once the owner
    // has ruled either way. The won value is the won work's: a lead that is no longer won
    // has none (won-value.server.ts); the history keeps what it was.
    await tx
      .update(leads)
      .set({ status: to, spamReason: null, ...(from === "won" && { wonValue: null }) })
      .where(eq(leads.id, leadId));
    const clearedValue = from === "won" ? rupeesText(current.wonValue) : null;
    await tx.insert(leadEvents).values({
      id: randomUUID(),
      leadId,
      actor,
      kind: "status",
      fromStatus: from,
      toStatus: to,
      detail: clearedValue === null ? null : { wonValue: clearedValue },
    });
    // Moving a lead on from "New" answers it (filing it as spam does not).
    if (from === "new" && to !== "spam") await markFirstResponse(tx, leadId, new Date());
    await audit(tx, actor, "status-change", `lead ${leadId}: ${from} → ${to}`);
    return to;
  });
}

export type NewNote = {
  leadId: string;
  actor: string;
  /** As typed; trimmed before it is checked and stored. */
  text: string;
};

export type NoteResult =
  | { kind: "added"; event: LeadEvent }
  /** Empty, or longer than NOTE_MAX_LENGTH: `error` says so, for the form. */
  | { kind: "invalid"; error: string }
  | { kind: "not-found" };

/** Adds a note to a lead's history. The audit entry names the lead, never the note's text. */
export async function addNote(db: Db, { leadId, actor, text }: NewNote): Promise<NoteResult> {
  const note = text.trim();
  // Counted in characters as a person counts them (a Devanagari letter is one).
  const length = [...note].length;
  if (length === 0) return { kind: "invalid", error: "Please write a note." };
  if (length > NOTE_MAX_LENGTH) {
    return {
      kind: "invalid",
      error: `Please keep the note under ${NOTE_MAX_LENGTH} characters.`,
    };
  }
  const added = await withLockedLead(db, leadId, async (tx) => {
    const [event] = await tx
      .insert(leadEvents)
      .values({ id: randomUUID(), leadId, actor, kind: "note", note })
      .returning();
    await audit(tx, actor, "note", `lead ${leadId}`);
    return { kind: "added", event: event! } as const;
  });
  return added ?? { kind: "not-found" };
}
