import { m } from "#app/paraglide/messages.js";
import type { QuoteErrors } from "#app/quote/quote-schema.ts";
import { siteLanguage, type SiteLanguage } from "#app/site/site-languages.ts";
import { sitePages } from "#app/pages/site-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";

import type { LimitedBy } from "./quote-limits.server.ts";

/*
 * What a visitor whose quote was refused by a limit is told (decision 023): how long to wait,
 * in minutes they can act on, and what to do now, in the language of the page they sent from
 * (messages/leads/). The same words in the JSON answer (under the field it is about) and on
 * /quote/retry, the page a browser without JavaScript is sent to with its quote, which reads
 * the reason and the wait from the query this module writes.
 */

/** A wait as a visitor reads it: whole minutes, at least one. */
export function minutesToWait(seconds: number, language: SiteLanguage = "en"): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const say = { locale: language };
  return minutes === 1 ? m.leads_wait_one_minute({}, say) : m.leads_wait_minutes({ minutes }, say);
}

const WHAT_CAME: Record<LimitedBy, (language: SiteLanguage) => string> = {
  email: (language) => m.leads_limit_email({}, { locale: language }),
  whatsapp: (language) => m.leads_limit_whatsapp({}, { locale: language }),
  address: (language) => m.leads_limit_address({}, { locale: language }),
};

/** The whole message: what happened, how long to wait, and the channel that works right now. */
export function limitMessage(
  limitedBy: LimitedBy,
  retryAfterSeconds: number,
  { language = "en", phone = siteConfig.phone }: { language?: SiteLanguage; phone?: string } = {},
): string {
  const wait = minutesToWait(retryAfterSeconds, language);
  return `${WHAT_CAME[limitedBy](language)} ${m.leads_limit_wait({ wait, phone }, { locale: language })}`;
}

/** The message where the form shows it: under the email or the number, or for the form. */
export function limitErrors(
  limitedBy: LimitedBy,
  retryAfterSeconds: number,
  language: SiteLanguage = "en",
): QuoteErrors | { form: string } {
  const message = limitMessage(limitedBy, retryAfterSeconds, { language });
  return limitedBy === "address" ? { form: message } : { [limitedBy]: message };
}

/** The longest wait /quote/retry repeats from its query: a limit's window. */
const MAX_WAIT_SECONDS = 60 * 60;

/** The query parameter that gives /quote/retry its language: the refused quote's. */
const LANGUAGE_PARAM = "lang";

/**
 * Where a browser without JavaScript is sent with a quote the server could not take now:
 * /quote/retry, with the limit that refused it (the reason and the seconds to wait) and the
 * quote's language unless English ("/quote/retry?limited=email&wait=720&lang=mr").
 */
export function retryAddress(
  language: SiteLanguage,
  limit?: { limitedBy: LimitedBy; retryAfterSeconds: number },
): string {
  const query = new URLSearchParams(
    limit ? { limited: limit.limitedBy, wait: String(limit.retryAfterSeconds) } : {},
  );
  if (language !== "en") query.set(LANGUAGE_PARAM, language);
  const search = query.toString();
  return search ? `${sitePages.quoteRetry.path}?${search}` : sitePages.quoteRetry.path;
}

/** The language /quote/retry renders in, from its query: English unless it names another. */
export const retryLanguage = (search: URLSearchParams): SiteLanguage =>
  siteLanguage(search.get(LANGUAGE_PARAM));

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
