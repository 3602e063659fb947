/*
 * The quote's contract (issue 54): its answers and what each one is, for every reader of a
 * quote: the form and its validation, the capture, the store, the inbox, the CSV, the email,
 * the webhook and the Google Form. A field is added in ./quote-field-facts.ts; the compiler then names each place
 * that must say more (its column, its words), and the rest follows.
 */

import { deviceName } from "./device-classes.ts";
import { QUOTE_FIELD_FACTS, type QuoteFieldFacts } from "./quote-field-facts.ts";

export { QUOTE_FIELD_FACTS, type QuoteFieldFacts };

/** An answer's name. */
export type QuoteField = keyof typeof QUOTE_FIELD_FACTS;

/** The quote form's answers (spec §3), as the visitor typed them, trimmed. */
export type Quote = Record<QuoteField, string>;

// The tables below are made from the facts when the module loads; each call is marked pure so
// that a bundle reading only the attribution's names (the page module) leaves them out.

/** The answers' names, in the form's order. */
export const QUOTE_FIELDS = /* @__PURE__ */ Object.keys(QUOTE_FIELD_FACTS) as QuoteField[];

/** A record with one value per answer, in the form's order: `valueOf` gives each field's. */
export function byField<T>(valueOf: (field: QuoteField) => T): Record<QuoteField, T> {
  return Object.fromEntries(QUOTE_FIELDS.map((field) => [field, valueOf(field)])) as Record<
    QuoteField,
    T
  >;
}

/** Upper bounds on what a visitor can type. */
export const MAX_LENGTH = /* @__PURE__ */ byField((field) => QUOTE_FIELD_FACTS[field].maxLength);

/** Each answer's name for the team (the inbox, the email, the CSV). */
export const FIELD_LABELS = /* @__PURE__ */ byField((field) => QUOTE_FIELD_FACTS[field].label);

/** The Google Form questions the site's settings must give an entry id. */
export type GoogleFormEntry = Extract<
  (typeof QUOTE_FIELD_FACTS)[QuoteField]["googleForm"],
  { readonly entry: string }
>["entry"];

/** Their names, in the form's order. */
export const GOOGLE_FORM_ENTRIES = /* @__PURE__ */ QUOTE_FIELDS.flatMap((field) => {
  const to = QUOTE_FIELD_FACTS[field].googleForm as QuoteFieldFacts["googleForm"];
  return to !== null && to !== "emailAddress" ? [to.entry as GoogleFormEntry] : [];
});

/** The answers the inbox's search looks in, in the form's order. */
export const SEARCHED_FIELDS = /* @__PURE__ */ QUOTE_FIELDS.filter(
  (field) => QUOTE_FIELD_FACTS[field].searched,
);

/**
 * The answers of a lead's duplicate key, in order, each as the key takes it
 * (app/leads/capture.server.ts hashes them).
 */
export function dedupeAnswers(quote: Quote): string[] {
  return QUOTE_FIELDS.flatMap((field) => {
    const how = QUOTE_FIELD_FACTS[field].dedupe as QuoteFieldFacts["dedupe"];
    if (how === null) return [];
    return [how === "lower-cased" ? quote[field].toLowerCase() : quote[field]];
  });
}

/**
 * Each answer's name in a Google Form's post: `entry.<id>` from the site's settings, Google's
 * `emailAddress` for the email; an answer the form has no question for is left out.
 */
export function googleFormNames(
  entryIds: Readonly<Record<GoogleFormEntry, string>>,
): Partial<Record<QuoteField, string>> {
  return Object.fromEntries(
    QUOTE_FIELDS.flatMap((field) => {
      const to = QUOTE_FIELD_FACTS[field].googleForm as QuoteFieldFacts["googleForm"];
      if (to === null) return [];
      return [
        [field, to === "emailAddress" ? to : `entry.${entryIds[to.entry as GoogleFormEntry]}`],
      ];
    }),
  );
}

/**
 * Unicode's direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069):
 * unseen, they reorder the text after them, so "Carol \u202Emoc.live" reads "Carol evil.com"
 * in the inbox, a CSV or an email. No answer may hold one, and attribution drops a value that
 * does. The marks (U+200E, U+200F, U+061C) are allowed: they cannot reverse a run of letters,
 * and text typed in Urdu or Arabic carries them.
 */
export const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

export const MESSAGE_ROWS = 4;

export const EMPTY_QUOTE: Quote = /* @__PURE__ */ byField(() => "");

/** The hidden field only bots fill in; a submission with it set is dropped quietly. */
export const HONEYPOT_FIELD = "_gotcha";

/** Trims every answer and cuts it to its maximum length. */
export function normalizeQuote(raw: Quote): Quote {
  return byField((field) => raw[field].trim().slice(0, MAX_LENGTH[field]));
}

/** The quote in a submitted form's answers (by field name), each answer text or empty. */
export function quoteFromAnswers(answers: Readonly<Record<string, unknown>>): Quote {
  return normalizeQuote(
    byField((field) => {
      const value = answers[field];
      return typeof value === "string" ? value : "";
    }),
  );
}

// What the form sends besides the quote: the contract between the browser form and the server
// (app/leads/capture.server.ts), written once here.

/** Milliseconds between the page loading and the send, measured by the browser. */
export const ELAPSED_FIELD = "elapsed_ms";
/** The version of the privacy notice shown beside the form. */
export const NOTICE_FIELD = "privacy_notice";
/**
 * The language of the page the form is on: "en", "mr" or "hi" (app/site/site-languages.ts). The
 * server checks it (app/leads/quote-language.ts), stores it with the lead and answers in it;
 * a form without it (an older page, another client) is English.
 */
export const LANGUAGE_FIELD = "language";

/** The visit's campaign parameters, kept by the browser for the visit (app/quote/visit-attribution.ts). */
export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/**
 * Where the visit began: the form's page, the landing page and the referrer; and the sender's
 * device class (app/site/device-classes.ts), which the browser tells from its pointer and screen.
 */
export const ATTRIBUTION_FIELDS = {
  page: "page",
  landingPage: "landing_page",
  referrer: "referrer",
  device: "device",
} as const;

/**
 * What a lead records of its visit, by the stored lead's name for it, each with the team's
 * label: the lead page, the email and the CSV's columns say the same words, in this order.
 */
export const ATTRIBUTION_LABELS = {
  pagePath: "Page",
  landingPage: "Landing page",
  referrer: "Referrer",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  // Last: what the visit was sent from, after where it came from.
  device: "Device",
} as const;

/** A recorded part of the visit, by the stored lead's name for it. */
export type AttributionKey = keyof typeof ATTRIBUTION_LABELS;

/**
 * A recorded part of a lead's visit as the team reads it: the device by its name
 * (app/site/device-classes.ts), the rest as recorded; null when nothing was.
 */
export const attributionText = (
  lead: { [key in AttributionKey]: string | null },
  key: AttributionKey,
) => (key === "device" ? deviceName(lead.device) : lead[key]);

/** The recorded parts of the visit, in the order the team reads them. */
export const ATTRIBUTION_KEYS = /* @__PURE__ */ Object.keys(ATTRIBUTION_LABELS) as AttributionKey[];
