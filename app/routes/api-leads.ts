import { redirect } from "react-router";

import { clientAddress, leadServices } from "#app/wiring/router-context.ts";
import { type LanguageErrors, limitErrors, retryAddress, textAnswers } from "#app/leads/index.ts";
import type { QuoteOutcome } from "#app/leads/index.server.ts";
import { isAllowedOrigin } from "#app/wiring/request-origin.server.ts";
import { describeError, STORE_RETRY_AFTER_SECONDS } from "#app/db/store-faults.server.ts";
import { m } from "#app/paraglide/messages.js";
import type { QuoteErrors } from "#app/quote/index.ts";
import { pathIn, type SiteLanguage } from "#app/site/site-languages.ts";
import { sitePages } from "#app/pages/site-pages.ts";

import type { Route } from "./+types/api-leads";

/*
 * POST /api/leads: the quote form's endpoint on the agency's own server.
 * - The form says its page's language (`language`: en, mr, hi; none is English), and every
 *   answer below is in it: the messages, and the pages a browser is sent to. Any other value
 *   is 400 {"errors": {"language": "<message in English>"}}.
 * - With `Accept: application/json` (the form with JavaScript): 201 {"id"} once the lead is on
 *   disk, or 422 {"errors": {"<field>": "<message>"}}.
 * - Without (a plain HTML form post): 303 to a prerendered page in the quote's language,
 *   /quote/sent or /quote/not-sent#<reason> (/mr/quote/sent, /hi/quote/not-sent#email), so
 *   every page a visitor sees stays static; but when the quote was fine and could not be stored
 *   now (the store unavailable, a limit), 307 to /quote/retry (with ?lang=mr or hi), which the
 *   browser posts the same form to and which shows it filled in again (the typed text is in no
 *   static page).
 * - 413 over 32 KB or 40 fields (refused by the Node server before this route runs, see
 *   server/request-body.ts), 415 another content type, 429 with Retry-After (minutes at most)
 *   past a limit on the quote's email, WhatsApp number or address (decision 023: its message
 *   under the field it is about, or for the form), 503 with Retry-After when the store is
 *   unavailable (the browser keeps the text and offers WhatsApp and email instead), 403 from
 *   another site.
 */

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Where a browser without JavaScript goes after a refusal. */
type NextPage =
  /** 303 to /quote/not-sent#<reason>: the rule an answer broke. */
  | { reason: string }
  /** 307 to this page, which the browser posts the quote to and which shows it again. */
  | { retry: string };

type Failure = {
  status: number;
  errors: QuoteErrors | LanguageErrors | { form: string };
  headers?: HeadersInit;
} & NextPage;

/**
 * The answer to the form: JSON for a script, else a page to go to, in `language` (the
 * quote's, once it is known; English before, and when it is what was wrong).
 */
function answer(
  request: Request,
  outcome: { id: string } | Failure,
  language: SiteLanguage = "en",
) {
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const noStore = { "Cache-Control": "no-store" };
  if ("id" in outcome) {
    return wantsJson
      ? Response.json({ id: outcome.id }, { status: 201, headers: noStore })
      : redirect(pathIn(language, sitePages.quoteSent.path), { status: 303, headers: noStore });
  }
  const headers = { ...noStore, ...outcome.headers };
  if (wantsJson) {
    return Response.json({ errors: outcome.errors }, { status: outcome.status, headers });
  }
  // 307 keeps the method and the body: the browser posts the quote to the page that shows it.
  if ("retry" in outcome) return redirect(outcome.retry, { status: 307, headers });
  return redirect(`${pathIn(language, sitePages.quoteNotSent.path)}#${outcome.reason}`, {
    status: 303,
    headers,
  });
}

/** A valid quote the store could not take now: try again in a minute, the text kept. */
const unavailable = (language: SiteLanguage): Failure => ({
  status: 503,
  errors: { form: m.leads_unavailable({}, { locale: language }) },
  headers: { "Retry-After": String(STORE_RETRY_AFTER_SECONDS) },
  retry: retryAddress(language),
});

/** A valid quote over a limit: the wait, and what to do now, where the visitor can act on it. */
function limited({
  limitedBy,
  retryAfterSeconds,
  language,
}: Extract<QuoteOutcome, { kind: "limited" }>) {
  return {
    status: 429,
    errors: limitErrors(limitedBy, retryAfterSeconds, language),
    headers: { "Retry-After": String(retryAfterSeconds) },
    retry: retryAddress(language, { limitedBy, retryAfterSeconds }),
  } satisfies Failure;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(leadServices);
  if (!isAllowedOrigin(request, services.settings)) {
    return answer(request, {
      status: 403,
      reason: "unavailable",
      errors: { form: "Quote requests are accepted from this site's own pages only." },
    });
  }
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) {
    return answer(request, {
      status: 415,
      reason: "unavailable",
      errors: { form: "Send the quote as a form (urlencoded or multipart)." },
    });
  }
  let form: Record<string, unknown>;
  try {
    // Read by the Node server already, within the quote's size and field limits.
    form = textAnswers(await request.formData());
  } catch {
    return answer(request, {
      status: 400,
      reason: "unavailable",
      errors: { form: "The form could not be read. Please send it again." },
    });
  }

  // Read, checked, counted and stored in one pass (app/leads/receive-quote.server.ts).
  const outcome = await services.receiveQuote(form, context.get(clientAddress));
  switch (outcome.kind) {
    case "unknown-language":
      // Said in English: the language it should be said in is what was wrong.
      return answer(request, { status: 400, reason: "unavailable", errors: outcome.errors });
    case "invalid": {
      // The not-sent page explains each field of the quote; anything else, "try again".
      const [first = "message"] = Object.keys(outcome.errors);
      return answer(
        request,
        { status: 422, reason: first, errors: outcome.errors },
        outcome.language,
      );
    }
    case "limited":
      return answer(request, limited(outcome), outcome.language);
    case "unavailable":
      // The store is down or full: nothing was stored, the visitor keeps the text. The log
      // names the error by class and code only: a driver's message quotes the answers.
      console.error(`POST /api/leads: quote not stored (503): ${describeError(outcome.error)}`);
      return answer(request, unavailable(outcome.language), outcome.language);
    case "ignored":
      // The honeypot: a bot learns nothing from the answer.
      return answer(request, { id: crypto.randomUUID() }, outcome.language);
    default:
      // New, held as spam, released by its resend, or the resend of a lead already stored.
      return answer(request, { id: outcome.id }, outcome.language);
  }
}

export function loader() {
  return new Response("Send quote requests with POST.", {
    status: 405,
    headers: { Allow: "POST", "Cache-Control": "no-store" },
  });
}
