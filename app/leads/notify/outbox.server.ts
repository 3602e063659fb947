import { randomUUID } from "node:crypto";

import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";

import { describeError } from "#app/db/store-faults.server.ts";
import {
  leads,
  notifications,
  pushSubscriptions,
  type Lead,
  type NotificationChannel,
} from "#app/db/schema.server.ts";
import { rowsOf, type Db, type Store, type Tx } from "#app/db/store.server.ts";
import { nextAttempt } from "./backoff.ts";
import { DeliveryError, type Deliverer, type LeadlessDeliverer } from "./deliverer.ts";

/*
 * The outbox: a new lead and its notifications are written in one transaction, so a lead is
 * never stored without them; a worker then delivers them apart from the visitor's request,
 * and retries on its schedule (backoff.ts) when the mail server or webhook is down.
 *
 * Delivery is at least once (decision 018). A worker claims rows in a short transaction
 * (SELECT … FOR UPDATE SKIP LOCKED, then lockedUntil), commits, and only then talks to the
 * network: no transaction stays open across an SMTP conversation, and two workers (two server
 * processes on one PostgreSQL) never take the same row. A worker that dies mid-delivery, or
 * whose database fails between the send and recording it, leaves its rows locked until
 * CLAIM_MS has passed; a worker then sends them again. No order of "send" and "record" avoids
 * that (the mail server and the database do not commit together), so a repeat is made
 * recognisable instead: every attempt at a notification carries its id (the email's
 * Message-ID, the webhook's delivery id), and the receiver can drop a second copy.
 */

export type { Tx };

/** The deliverer of each configured channel; the daily summary is about no one lead. */
export type Deliverers = Partial<Record<Exclude<NotificationChannel, "summary">, Deliverer>> & {
  summary?: LeadlessDeliverer;
};

/** How long a claimed row is held; every deliverer gives up well within it (≤ 30 s). */
export const CLAIM_MS = 2 * 60_000;

/** Rows claimed at a time: delivered together, so a slow receiver holds up only these. */
export const BATCH_SIZE = 10;

/** lastError is shown in the inbox; a reason longer than this is cut. */
const MAX_REASON_LENGTH = 300;

/**
 * Adds a pending notification per channel for a new lead. Call it inside the transaction
 * that inserts the lead, so both are stored or neither is. Resolves to the rows added.
 */
export async function enqueueNotifications(
  tx: Db | Tx,
  leadId: string,
  channels: readonly NotificationChannel[],
  now: Date = new Date(),
): Promise<number> {
  if (channels.length === 0) return 0;
  await tx.insert(notifications).values(
    channels.map((channel) => ({
      id: randomUUID(),
      leadId,
      channel,
      // The app's clock, not the database's: deliverDue compares against the app's `now`.
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
  return channels.length;
}

/**
 * Adds a pending push notification for every device that has alerts on: one row per
 * subscription, whose id is the row's target (the deliverer reads the subscription by it).
 * Call it inside the lead's transaction too. One statement (INSERT … SELECT) whether there are
 * devices or not: on the quote's path every round trip to the store counts (issue 46).
 * Resolves to the rows added.
 */
export async function enqueuePushNotifications(
  tx: Db | Tx,
  leadId: string,
  now: Date = new Date(),
): Promise<number> {
  const at = now.toISOString();
  // Raw SQL: drizzle's insert-select wants every column in the table's order. Both drivers
  // answer with the returned rows.
  const added = await tx.execute(sql`
    insert into ${notifications} (id, lead_id, channel, target, created_at, next_attempt_at)
    select gen_random_uuid(), ${leadId}::uuid, 'push', ${pushSubscriptions.id}::text,
      ${at}::timestamptz, ${at}::timestamptz
    from ${pushSubscriptions}
    returning ${notifications.id}`);
  return rowsOf(added).length;
}

/** A delivery that failed in a run: safe to log (no personal data). */
export type DeliveryProblem = {
  notificationId: string;
  channel: NotificationChannel;
  reason: string;
  /** When it is tried again, or null when it was given up (state "failed"). */
  retryAt: Date | null;
};

/** What a run did. */
export type DeliveryRun = {
  sent: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Given up (failed for 24 hours, or at once when retrying cannot help); the inbox offers to retry. */
  failed: number;
  problems: DeliveryProblem[];
};

type Claimed = {
  id: string;
  /** Null for the daily summary, which is about no one lead. */
  leadId: string | null;
  channel: NotificationChannel;
  target: string | null;
  payload: Record<string, string> | null;
  attempts: number;
  createdAt: Date;
};

/** Takes up to BATCH_SIZE due rows for this worker, and commits at once. */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: notifications.id,
        leadId: notifications.leadId,
        channel: notifications.channel,
        target: notifications.target,
        payload: notifications.payload,
        attempts: notifications.attempts,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.state, "pending"),
          lte(notifications.nextAttemptAt, now),
          or(isNull(notifications.lockedUntil), lte(notifications.lockedUntil, now)),
        ),
      )
      .orderBy(asc(notifications.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(notifications)
        .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(
          inArray(
            notifications.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });
}

/** A failure's reason as stored: a DeliveryError's own words, or only the error's kind. */
function reasonFor(error: unknown): string {
  // Any other error may carry anything in its message (the lead's data included): keep its
  // name only.
  const reason =
    error instanceof DeliveryError
      ? error.message
      : `unexpected error (${error instanceof Error ? error.name : typeof error})`;
  return reason.slice(0, MAX_REASON_LENGTH);
}

/** Delivers one claimed row and records the outcome. */
async function deliverOne(
  db: Db,
  row: Claimed,
  lead: Lead | undefined,
  deliverers: Deliverers,
  now: Date,
  run: DeliveryRun,
): Promise<void> {
  // The lead is erased with its notifications (the foreign key cascades), so a missing lead
  // means it was erased after the claim: there is nothing left to send or to record.
  if (row.leadId && !lead) return;
  const attempts = row.attempts + 1;
  let failure: unknown;
  try {
    // The row's id goes with it: a repeat of this notification is recognisable by it.
    const delivery = { notificationId: row.id, target: row.target, payload: row.payload };
    if (row.channel === "summary") {
      if (!deliverers.summary) throw new DeliveryError("summary is not configured on this server");
      await deliverers.summary(delivery);
    } else {
      const deliver = deliverers[row.channel];
      if (!deliver || !lead)
        throw new DeliveryError(`${row.channel} is not configured on this server`);
      await deliver(lead, delivery);
    }
  } catch (error) {
    failure = error ?? new Error();
  }
  // Recording the outcome is outside the try: a database error here must not be taken for a
  // failed delivery. It ends the run instead, and the row, still claimed, is tried again once
  // CLAIM_MS has passed.
  if (failure === undefined) {
    await db
      .update(notifications)
      .set({ state: "sent", sentAt: now, attempts, lockedUntil: null, lastError: null })
      .where(eq(notifications.id, row.id));
    run.sent += 1;
    return;
  }
  const reason = reasonFor(failure);
  // A failure that retries cannot mend (a push subscription the service says is gone) is
  // given up at once; any other waits for the next attempt on the schedule.
  const permanent = failure instanceof DeliveryError && failure.permanent;
  const next = permanent ? "give-up" : nextAttempt(row.createdAt, attempts, now);
  const givenUp = next === "give-up";
  await db
    .update(notifications)
    .set(
      givenUp
        ? { state: "failed", attempts, lockedUntil: null, lastError: reason }
        : { attempts, nextAttemptAt: next, lockedUntil: null, lastError: reason },
    )
    .where(eq(notifications.id, row.id));
  if (givenUp) run.failed += 1;
  else run.retrying += 1;
  if (failure instanceof DeliveryError && failure.quiet) return;
  run.problems.push({
    notificationId: row.id,
    channel: row.channel,
    reason,
    retryAt: givenUp ? null : next,
  });
}

/**
 * Delivers every notification due at `now`: claims a batch, delivers it outside any
 * transaction, records each outcome (sent, retry scheduled, or given up), and goes on while
 * full batches come back. Safe to run concurrently, in one process or several.
 */
export async function deliverDue(
  store: Pick<Store, "db">,
  deliverers: Deliverers,
  now: Date = new Date(),
): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, retrying: 0, failed: 0, problems: [] };
  for (;;) {
    const claimed = await claimDue(store.db, now);
    if (claimed.length === 0) break;
    const leadIds = [...new Set(claimed.flatMap((row) => (row.leadId ? [row.leadId] : [])))];
    const found = await store.db.select().from(leads).where(inArray(leads.id, leadIds));
    const byId = new Map(found.map((lead) => [lead.id, lead]));
    // allSettled: the run ends only when every delivery it started has ended.
    const outcomes = await Promise.allSettled(
      claimed.map((row) =>
        deliverOne(
          store.db,
          row,
          row.leadId ? byId.get(row.leadId) : undefined,
          deliverers,
          now,
          run,
        ),
      ),
    );
    const broken = outcomes.find((outcome) => outcome.status === "rejected");
    if (broken) throw broken.reason;
    // Every claimed row is now sent, rescheduled at least 30 s on, or gone: a batch that
    // came back full means more may be due, and none of these can be claimed twice.
    if (claimed.length < BATCH_SIZE) break;
  }
  return run;
}

/** Which notification the inbox's "retry" names, and the lead whose page it was pressed on. */
export type RetryRequest = { leadId: string; notificationId: string };

/**
 * Makes a notification due now again: for the inbox's "retry" on a failed one (or a pending
 * one waiting for its next try). A row that failed for good gets one more attempt, and is
 * failed again at once if that attempt fails too. Returns false for an unknown or sent row,
 * and for a row of another lead than the page's: a page retries only its own lead's
 * notifications. Nudge the worker afterwards for the attempt to happen at once.
 */
export async function retryNotification(
  db: Db,
  { leadId, notificationId }: RetryRequest,
  now: Date = new Date(),
): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ state: "pending", nextAttemptAt: now })
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.leadId, leadId),
        ne(notifications.state, "sent"),
      ),
    )
    .returning({ id: notifications.id });
  return updated.length > 0;
}

export type OutboxWorker = {
  /** Runs a delivery now (or right after the current one): call it once a lead is stored. */
  nudge(): void;
  /** Stops the timer and resolves once the run under way, if any, has ended. */
  stop(): Promise<void>;
};

export type OutboxWorkerOptions = {
  store: Pick<Store, "db">;
  deliverers: Deliverers;
  /** How often due notifications are looked for (retries come due between nudges). */
  intervalMs?: number;
  /** Where progress and problems are written; lines hold ids and reasons, no personal data. */
  log?: (line: string) => void;
};

/**
 * Delivers notifications in the background: at once, then every `intervalMs`, and on each
 * nudge(). One run at a time in this process; a nudge during a run starts another when it
 * ends, so a lead stored mid-run is not left for the next tick. Nothing escapes the timer.
 */
export function startOutboxWorker({
  store,
  deliverers,
  intervalMs = 5000,
  log = (line) => console.log(line),
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let current: Promise<void> | undefined;
  let runAgain = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const write = (line: string) => {
    try {
      log(line);
    } catch {
      // A broken logger must not stop deliveries.
    }
  };

  const report = (run: DeliveryRun) => {
    if (run.sent > 0) write(`Notifications: ${run.sent} sent`);
    for (const problem of run.problems) {
      const what = `Notification ${problem.notificationId} (${problem.channel})`;
      write(
        problem.retryAt
          ? `${what} failed, next try at ${problem.retryAt.toISOString()}: ${problem.reason}`
          : `${what} was given up: ${problem.reason}`,
      );
    }
  };

  const tick = (): void => {
    if (stopped) return;
    if (current) {
      runAgain = true;
      return;
    }
    clearTimeout(timer);
    current = deliverDue(store, deliverers)
      .then(report, (error: unknown) => {
        write(`Notifications could not be delivered: ${describeError(error)}`);
      })
      .finally(() => {
        current = undefined;
        if (stopped) return;
        if (runAgain) {
          runAgain = false;
          tick();
        } else {
          timer = setTimeout(tick, intervalMs);
          // The worker alone must not keep the process running (tests, scripts, shutdown).
          timer.unref?.();
        }
      });
  };

  tick();
  return {
    nudge: tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
