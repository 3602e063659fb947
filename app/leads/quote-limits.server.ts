import type { LimitCounts, Rate } from "#app/db/limit-counts.server.ts";
import { addressKey } from "#app/lib/address-key.server.ts";
import { describeError } from "#app/db/store-faults.server.ts";

import type { LeadSettings } from "#app/site/settings.server.ts";

import { visitorPhoneDigits } from "./notify/lead-links.ts";

export { addressKey };

/*
 * How often the server accepts a quote (decision 023). Visitors on Indian mobile networks and
 * in offices share one IPv4 address (carrier-grade NAT), so the address alone says little about
 * who sends: what abuse looks like is one contact sending again and again, or one address
 * sending a burst no group of people types by hand. Three counts, any of which refuses:
 *
 * - each email address (in any case) per hour;
 * - each WhatsApp number (as the owner would dial it: +91 98765 43210, 098765 43210 and
 *   9876543210 are one number) per hour;
 * - each IP address (an IPv6 /64, which a single device may roam within) per 10 minutes.
 *
 * Each count is a rate, not a window that starts with the first quote: up to `limit` quotes at
 * once, then one more every window / limit (a generic cell rate algorithm). So a refused
 * visitor is told to wait minutes (12 for a contact at 5 an hour, 30 seconds for an address at
 * 20 per 10 minutes), never the rest of an hour. Only quotes that count are counted:
 * receiveQuote (receive-quote.server.ts) asks before storing a valid quote and gives the quote
 * back when it was not stored as new (a resend of the same answers, the store down). A
 * refusal counts nothing.
 *
 * The counts are in the store (decision 039, app/db/limit-counts.server.ts), one set for every
 * server on the database, kept over restarts, keyed by HMACs, so no email, number or address
 * sits in them; all three are checked and counted in one statement. A quote is never lost to
 * the limits: when they cannot be counted (the store unreachable, a statement that fails), the
 * quote is let through and the fault logged, by kind only.
 */

export type QuoteLimitSettings = LeadSettings["quoteLimits"];

/** What a refusal is about: the field the visitor can act on, or their connection. */
export type LimitedBy = "email" | "whatsapp" | "address";

/** The answers a quote is counted by, as the visitor typed them. */
export type QuoteContact = { email: string; whatsapp: string };

export type QuoteAdmission =
  | {
      admitted: true;
      /** Gives the quote back to every count: it was not stored as a new lead. Never throws. */
      release(): Promise<void>;
    }
  | { admitted: false; limitedBy: LimitedBy; retryAfterSeconds: number };

const MINUTE_MS = 60 * 1000;
export const CONTACT_WINDOW_MS = 60 * MINUTE_MS;
export const ADDRESS_WINDOW_MS = 10 * MINUTE_MS;

/** One email in any case, with no spaces around it. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** One number however it was typed: digits with India's country code (as WhatsApp wants it). */
export const whatsappKey = (whatsapp: string) => visitorPhoneDigits(whatsapp);

type Count = { value: string; limitedBy: LimitedBy; limit: number; windowMs: number };

function countsFor(
  address: string,
  contact: QuoteContact,
  limits: QuoteLimitSettings,
): readonly Count[] {
  const perContact = { limit: limits.contactPerHour, windowMs: CONTACT_WINDOW_MS };
  const counts: Count[] = [
    { value: emailKey(contact.email), limitedBy: "email", ...perContact },
    { value: whatsappKey(contact.whatsapp), limitedBy: "whatsapp", ...perContact },
    {
      value: addressKey(address),
      limitedBy: "address",
      limit: limits.addressPer10Min,
      windowMs: ADDRESS_WINDOW_MS,
    },
  ];
  return counts.filter((count) => count.limit > 0);
}

/** The one a visitor can act on first: their email, their number, then their connection. */
const PRECEDENCE: readonly LimitedBy[] = ["email", "whatsapp", "address"];

export type QuoteLimiter = {
  /**
   * Counts the quote against each limit, or refuses it (counting nothing) with the wait; lets
   * it through, counted nowhere, when the counts cannot be reached.
   */
  admit(address: string, contact: QuoteContact): Promise<QuoteAdmission>;
};

const uncounted: QuoteAdmission = { admitted: true, release: async () => {} };

/**
 * The quote limits over the store's counts. `counts` throws while the store is not open.
 * `log` is told a fault by its kind, never the quote's values.
 */
export function createQuoteLimiter(
  limits: QuoteLimitSettings,
  counts: () => LimitCounts,
  {
    now = Date.now,
    log = console.error,
  }: { now?: () => number; log?: (line: string) => void } = {},
): QuoteLimiter {
  // Each count is a rate: per key, the time at which it is back to zero ("theoretical arrival
  // time", a row's expires_at); each quote moves it one interval (window / limit) later, and a
  // quote is refused when that would put it more than the window ahead of now.
  const ratesOf = (store: LimitCounts, checks: readonly Count[]): Rate[] =>
    checks.map((count) => ({
      key: store.keyOf(`quote ${count.limitedBy}`, count.value),
      intervalMs: count.windowMs / count.limit,
      windowMs: count.windowMs,
    }));

  return {
    async admit(address, contact) {
      const checks = countsFor(address, contact, limits);
      if (!checks.length) return uncounted;
      const at = now();
      let store: LimitCounts;
      let rates: Rate[];
      let overBy: number[];
      try {
        store = counts();
        rates = ratesOf(store, checks);
        overBy = await store.admitRates(rates, at);
      } catch (error) {
        log(`Quote limits: not counted, the quote is let through: ${describeError(error)}`);
        return uncounted;
      }
      const refused = checks.filter((_, n) => (overBy[n] ?? 0) > 0);
      if (refused.length) {
        const waitMs = Math.max(...overBy);
        const limitedBy = PRECEDENCE.find((kind) =>
          refused.some((count) => count.limitedBy === kind),
        )!;
        return { admitted: false, limitedBy, retryAfterSeconds: Math.ceil(waitMs / 1000) };
      }
      let released = false;
      return {
        admitted: true,
        async release() {
          if (released) return;
          released = true;
          await store.releaseRates(rates, now()).catch((error: unknown) => {
            log(`Quote limits: a quote not given back: ${describeError(error)}`);
          });
        },
      };
    },
  };
}
