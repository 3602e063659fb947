import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import { leadEvents, leads, users, type LeadEventKind } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { audit } from "#app/inbox/team/audit.server.ts";
import { isLeadId } from "./lead-id.ts";
import { withLockedLead } from "./locked-lead.server.ts";
import { nextStepDueProblem } from "./next-step-window.ts";

/*
 * Following a lead up: who has it (an assignee), what happens next and when (a next step, due
 * in IST), and the replies made outside the inbox (a call, a WhatsApp, a mail written in the
 * person's own mail app), each recorded in the lead's history. The first reply of any kind,
 * or the first move out of "New", ends the lead's time to first response.
 */

/** The longest next step, in characters. */
export const NEXT_STEP_MAX_LENGTH = 200;

/** Type alias of a transaction or the store: what the writers here take. */
type Writer = Pick<Db, "insert" | "update" | "select">;

/**
 * Ends the lead's wait for a first response at `at`, unless it ended before. Call it in the
 * transaction of the reply, call, WhatsApp or status change that answers the lead.
 */
export async function markFirstResponse(tx: Writer, leadId: string, at: Date): Promise<void> {
  await tx
    .update(leads)
    .set({
      firstResponseAt: sql`coalesce(${leads.firstResponseAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(leads.id, leadId));
}

/** Adds an event to a lead's history and, when it answers the lead, ends its first-response wait. */
export async function recordEvent(
  tx: Writer,
  event: {
    leadId: string;
    actor: string;
    kind: LeadEventKind;
    note?: string | null;
    detail?: Record<string, string | null> | null;
    notificationId?: string | null;
    at?: Date;
  },
): Promise<void> {
  const at = event.at ?? new Date();
  await tx.insert(leadEvents).values({
    id: randomUUID(),
    leadId: event.leadId,
    at,
    actor: event.actor,
    kind: event.kind,
    note: event.note ?? null,
    detail: event.detail ?? null,
    notificationId: event.notificationId ?? null,
  });
  if (ANSWERS.has(event.kind)) await markFirstResponse(tx, event.leadId, at);
}

/** The events that answer the visitor, and so end the time to first response. */
const ANSWERS: ReadonlySet<LeadEventKind> = new Set(["call", "whatsapp", "email", "mail-app"]);

/** Replies made outside the inbox, recorded with one tap. */
export const LOGGED_REPLIES = ["call", "whatsapp", "mail-app"] as const;
export type LoggedReply = (typeof LOGGED_REPLIES)[number];

/** Runs `change` on the lead, locked; false when there is no such lead. */
async function withLead(db: Db, leadId: string, change: (tx: Db) => Promise<void>) {
  return (await withLockedLead(db, leadId, async (tx) => (await change(tx), true))) ?? false;
}

/** Records a call, a WhatsApp or a mail written in the mail app. False: no such lead. */
export async function logReply(
  db: Db,
  {
    leadId,
    kind,
    actor,
    detail,
  }: {
    leadId: string;
    kind: LoggedReply;
    actor: string;
    detail?: Record<string, string | null>;
  },
): Promise<boolean> {
  return withLead(db, leadId, async (tx) => {
    await recordEvent(tx, { leadId, actor, kind, detail });
    await audit(tx, actor, `reply-${kind}`, `lead ${leadId}`);
  });
}

export type AssignResult = "assigned" | "unchanged" | "no-such-account" | "not-found";

/** Gives the lead to an account (by id), or to nobody (null). */
export async function assignLead(
  db: Db,
  { leadId, assigneeId, actor }: { leadId: string; assigneeId: string | null; actor: string },
): Promise<AssignResult> {
  if (assigneeId !== null && !isLeadId(assigneeId)) return "no-such-account";
  if (!isLeadId(leadId)) return "not-found";
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ assigneeId: leads.assigneeId })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return "not-found";
    if (lead.assigneeId === assigneeId) return "unchanged";
    const named = async (id: string | null) => {
      if (!id) return null;
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
      return user?.email;
    };
    const to = await named(assigneeId);
    if (to === undefined) return "no-such-account";
    const from = (await named(lead.assigneeId)) ?? null;
    await tx.update(leads).set({ assigneeId }).where(eq(leads.id, leadId));
    await recordEvent(tx as unknown as Db, {
      leadId,
      actor,
      kind: "assign",
      detail: { from, to },
    });
    await audit(tx, actor, "assign", `lead ${leadId}`);
    return "assigned";
  });
}

export type NextStepInput = {
  leadId: string;
  actor: string;
  /** What to do; empty with no date clears the next step. */
  text: string;
  /** When, or null for "no date". */
  at: Date | null;
  /** The time the window of due times is around; now. */
  now?: Date;
};

export type NextStepResult =
  | { kind: "set" | "cleared" | "not-found" }
  | { kind: "invalid"; field: "nextStep" | "nextStepAt"; error: string };

/** Sets (or clears) what happens next with a lead and when. */
export async function setNextStep(
  db: Db,
  { leadId, actor, text, at, now = new Date() }: NextStepInput,
): Promise<NextStepResult> {
  const step = text.trim();
  if (!step && at) {
    return {
      kind: "invalid",
      field: "nextStep",
      error: "Say what is to be done, like “Call about the menu”.",
    };
  }
  if ([...step].length > NEXT_STEP_MAX_LENGTH) {
    return {
      kind: "invalid",
      field: "nextStep",
      error: `Please keep the next step under ${NEXT_STEP_MAX_LENGTH} characters.`,
    };
  }
  const late = step && at ? nextStepDueProblem(at, now) : undefined;
  if (late) return { kind: "invalid", field: "nextStepAt", error: late };
  const found = await withLead(db, leadId, async (tx) => {
    await tx
      .update(leads)
      .set({ nextStep: step || null, nextStepAt: step ? at : null })
      .where(eq(leads.id, leadId));
    await recordEvent(tx, {
      leadId,
      actor,
      kind: "next-step",
      note: step || null,
      detail: { at: step && at ? at.toISOString() : null },
    });
    await audit(tx, actor, "next-step", `lead ${leadId}`);
  });
  if (!found) return { kind: "not-found" };
  return { kind: step ? "set" : "cleared" };
}
