import type { QuoteErrors } from "#app/quote/quote-schema.ts";
import { siteConfig } from "#app/site.config.ts";

import type { LimitedBy } from "./quote-limits.server.ts";

/*
 * What a visitor whose quote was refused by a limit is told (decision 023): how long to wait,
 * in minutes they can act on, and what to do now. The same words in the JSON answer (under the
 * field it is about) and on /quote/retry, the page a browser without JavaScript is sent to with
 * its quote, which reads the reason and the wait from the query this module writes.
 */

/** A wait as a visitor reads it: whole minutes, at least one. */
export function minutesToWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

const WHAT_CAME: Record<LimitedBy, string> = {
  email: "You have sent several requests from this email address in the last hour.",
  whatsapp: "You have sent several requests from this WhatsApp number in the last hour.",
  address: "Many requests came from your network in the last few minutes.",
};

/** The whole message: what happened, how long to wait, and the channel that works right now. */
export function limitMessage(
  limitedBy: LimitedBy,
  retryAfterSeconds: number,
  phone: string = siteConfig.phone,
): string {
  return (
    `${WHAT_CAME[limitedBy]} Please wait ${minutesToWait(retryAfterSeconds)} and send again, ` +
    `or message us on WhatsApp at ${phone}.`
  );
}

/** The message where the form shows it: under the email or the number, or for the form. */
export function limitErrors(
  limitedBy: LimitedBy,
  retryAfterSeconds: number,
): QuoteErrors | { form: string } {
  const message = limitMessage(limitedBy, retryAfterSeconds);
  return limitedBy === "address" ? { form: message } : { [limitedBy]: message };
}

/** The longest wait /quote/retry repeats from its query: a limit's window. */
const MAX_WAIT_SECONDS = 60 * 60;

/** The query of /quote/retry for a refused quote: the reason and the seconds to wait. */
export function limitQuery(limitedBy: LimitedBy, retryAfterSeconds: number): string {
  return new URLSearchParams({ limited: limitedBy, wait: String(retryAfterSeconds) }).toString();
}

/** The refusal /quote/retry was sent with, if its query names one. */
export function readLimitQuery(
  search: URLSearchParams,
): { limitedBy: LimitedBy; retryAfterSeconds: number } | undefined {
  const limitedBy = search.get("limited");
  const wait = Number(search.get("wait"));
  if (limitedBy !== "email" && limitedBy !== "whatsapp" && limitedBy !== "address") return;
  if (!Number.isInteger(wait) || wait < 1) return;
  return { limitedBy, retryAfterSeconds: Math.min(wait, MAX_WAIT_SECONDS) };
}
