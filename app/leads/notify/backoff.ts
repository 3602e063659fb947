/*
 * When a notification that failed is tried again. Early retries are quick, because most
 * failures are a mail server or webhook that blinks; later ones are spaced out so that a
 * long outage costs one attempt an hour. After a day the owner is better served by the
 * inbox showing "failed" (with a retry button) than by a notification that arrives a day late.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait after the 1st, 2nd, … failed attempt; after the last of these, RETRY_EVERY_MS. */
export const RETRY_DELAYS_MS: readonly number[] = [
  30 * SECOND,
  1 * MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
];

/** The wait between attempts once RETRY_DELAYS_MS is used up. */
export const RETRY_EVERY_MS = HOUR;

/** A notification still failing this long after it was created is given up. */
export const GIVE_UP_AFTER_MS = 24 * HOUR;

/**
 * When to try a notification again after its `attempts`-th attempt failed at `now`, or
 * "give-up" once `createdAt` (its first attempt) is GIVE_UP_AFTER_MS old. The last retry is
 * brought forward to that deadline, so every notification gets a full day of tries and no more.
 */
export function nextAttempt(createdAt: Date, attempts: number, now: Date): Date | "give-up" {
  const deadline = createdAt.getTime() + GIVE_UP_AFTER_MS;
  if (now.getTime() >= deadline) return "give-up";
  const delay = RETRY_DELAYS_MS[Math.max(attempts, 1) - 1] ?? RETRY_EVERY_MS;
  return new Date(Math.min(now.getTime() + delay, deadline));
}
