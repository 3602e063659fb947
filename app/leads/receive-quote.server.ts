import type { SiteLanguage } from "#app/site/site-languages.ts";

import {
  type ReadQuote,
  readQuote,
  storeLead,
  type StoredLead,
  type StoreOptions,
} from "./capture.server.ts";
import type { LimitedBy, QuoteLimiter } from "./quote-limits.server.ts";

/*
 * A quote the server received, in one pass (the /api/leads route's one call): read and checked
 * once (the honeypot, the language, the answers), counted against the limits (decision 023),
 * stored by `storeLead` (capture.server.ts: one transaction with its notifications), and given
 * back to the limits unless it became a new lead. The route turns the outcome into an answer.
 *
 * Counted only when it will be stored (valid, not the honeypot), before it is, so that
 * parallel quotes cannot slip under a limit; given back when it was not stored as a new lead:
 * a resend of the same answers (a double click, a retry), a quote held as spam now released
 * by its resend (the lead already counted, decision 032), the store down.
 */

export type QuoteOutcome =
  /** Not to be stored (the honeypot, an unknown language, a refused answer): not counted. */
  | Exclude<ReadQuote, { kind: "read" }>
  /** Over a limit: nothing stored, and nothing counted by the refusal. */
  | { kind: "limited"; language: SiteLanguage; limitedBy: LimitedBy; retryAfterSeconds: number }
  /**
   * The store could not take it now: nothing stored, the visitor keeps the text. `released`
   * settles once the count is given back (the route does not wait: the store that just
   * failed may take seconds to fail again).
   */
  | { kind: "unavailable"; language: SiteLanguage; error: unknown; released: Promise<void> }
  /** Stored as new or as spam, released from spam by its resend, or found as a duplicate. */
  | (StoredLead & { language: SiteLanguage });

export type ReceiveSteps = {
  /**
   * Where the quote is written, asked when there is one to write: it throws (StoreUnavailable)
   * while the store is not open, which the outcome says as "unavailable".
   */
  store: () => StoreOptions;
  /** The quote limits and the sender's address; none: nothing is counted (the tools, tests). */
  limits?: { limiter: QuoteLimiter; address: string };
};

export async function receiveQuote(
  form: Readonly<Record<string, unknown>>,
  { store, limits }: ReceiveSteps,
): Promise<QuoteOutcome> {
  const read = readQuote(form);
  if (read.kind !== "read") return read;
  const { language, quote } = read;

  const admission = limits && (await limits.limiter.admit(limits.address, quote));
  if (admission && !admission.admitted) {
    const { limitedBy, retryAfterSeconds } = admission;
    return { kind: "limited", language, limitedBy, retryAfterSeconds };
  }

  let stored;
  try {
    stored = await storeLead(read, store());
  } catch (error) {
    const released = admission ? admission.release() : Promise.resolve();
    return { kind: "unavailable", language, error, released };
  }
  if (admission && stored.kind !== "stored" && stored.kind !== "spam") await admission.release();
  return { ...stored, language };
}
