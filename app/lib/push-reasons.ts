/*
 * What the inbox says of a phone alert that was not delivered. The push deliverer stores one of
 * these as the notification's reason, and a lead's page shows nothing else for a phone alert:
 * never a push service's status or words, which would tell any account what answers at an
 * address it named (decision 030).
 */

export const PUSH_REASONS = {
  /** The push service says the subscription is gone (404, 410); the device is removed. */
  gone: "this phone's browser no longer accepts alerts, so the phone was taken off the list",
  /** No answer: a failed lookup, an address that is not public, no connection, a timeout. */
  unreachable: "the phone's push service could not be reached",
  /** An answer other than "taken" or "gone". */
  refused: "the phone's push service did not take the alert",
  /** Signed out there, or alerts turned off, after the lead arrived. */
  off: "alerts were turned off on that device",
  /** Anything else stored for a phone alert (a reason written before these, an unknown error). */
  other: "the alert could not be sent",
} as const;

const plain: ReadonlySet<string> = new Set(Object.values(PUSH_REASONS));

/** A phone alert's stored reason as the inbox shows it: one of PUSH_REASONS, or none. */
export function shownPushReason(stored: string | null): string | null {
  if (stored === null) return null;
  return plain.has(stored) ? stored : PUSH_REASONS.other;
}
