import type { Lead } from "#app/db/schema.server.ts";

/** Which notification is being sent: the same on every attempt to send it. */
export type Delivery = {
  /**
   * The notification's id (a UUID). Delivery is at least once (decision 018): a repeat of a
   * notification carries the same id, so the other end can recognise it and drop it.
   */
  notificationId: string;
  /** Whom it goes to, where the channel has several (a push subscription's id). */
  target?: string | null;
  /** What the channel needs beyond the lead (a reply's subject and body). */
  payload?: Record<string, string> | null;
};

/**
 * Sends one lead's notification on one channel. Resolves once the other end has taken it;
 * rejects with a DeliveryError otherwise. The outbox stores that error's message as the
 * notification's `lastError`, shown to the owner and logged, so it is a short reason that
 * never quotes the visitor's data.
 */
export type Deliverer = (lead: Lead, delivery: Delivery) => Promise<void>;

/** Sends a notification that is about no one lead (the daily summary), on the same terms. */
export type LeadlessDeliverer = (delivery: Delivery) => Promise<void>;

/** A failed delivery; `message` is safe to store and log (no personal data). */
export class DeliveryError extends Error {
  override name = "DeliveryError";
  /**
   * Trying again cannot help (the push service says the device's subscription is gone): the
   * outbox gives the notification up at once instead of retrying for 24 hours.
   */
  readonly permanent: boolean;
  /** Nothing went wrong worth a log line (the device turned its alerts off meanwhile). */
  readonly quiet: boolean;

  constructor(message: string, { permanent = false, quiet = false } = {}) {
    super(message);
    this.permanent = permanent || quiet;
    this.quiet = quiet;
  }
}

/**
 * Why a fetch() rejected, in a few words that follow the name of what was called ("the
 * webhook …"): a timeout, or the network error's code.
 */
export function fetchFailureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") {
    return `did not answer within ${timeoutMs / 1000} s`;
  }
  // Node's fetch rejects with "fetch failed" and the socket error (ECONNREFUSED, a TLS
  // certificate problem, …) as its cause; only the code is kept, never a message.
  const cause = error instanceof Error ? error.cause : undefined;
  const code =
    cause instanceof Error && "code" in cause && typeof cause.code === "string"
      ? cause.code
      : undefined;
  return code ? `could not be reached (${code})` : "could not be reached";
}
