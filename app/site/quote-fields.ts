/** The quote form's answers (spec §3), as the visitor typed them, trimmed. */
export type Quote = {
  name: string;
  email: string;
  whatsapp: string;
  service: string;
  message: string;
};

export type QuoteField = keyof Quote;

/** Upper bounds on what a visitor can type (the spec sets none; these are generous). */
export const MAX_LENGTH: Record<QuoteField, number> = {
  name: 80,
  email: 254,
  whatsapp: 20,
  service: 60,
  message: 2000,
};

/**
 * Unicode's direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069):
 * unseen, they reorder the text after them, so "Carol \u202Emoc.live" reads "Carol evil.com"
 * in the inbox, a CSV or an email. No answer may hold one, and attribution drops a value that
 * does. The marks (U+200E, U+200F, U+061C) are allowed: they cannot reverse a run of letters,
 * and text typed in Urdu or Arabic carries them.
 */
export const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

export const MESSAGE_ROWS = 4;

export const EMPTY_QUOTE: Quote = { name: "", email: "", whatsapp: "", service: "", message: "" };

/** The answers' names, in the form's order. */
export const QUOTE_FIELDS = Object.keys(EMPTY_QUOTE) as QuoteField[];

/** The hidden field only bots fill in; a submission with it set is dropped quietly. */
export const HONEYPOT_FIELD = "_gotcha";

/** Trims every answer and cuts it to its maximum length. */
export function normalizeQuote(raw: Quote): Quote {
  const entries = QUOTE_FIELDS.map(
    (field) => [field, raw[field].trim().slice(0, MAX_LENGTH[field])] as const,
  );
  return Object.fromEntries(entries) as Quote;
}

/** The quote in a submitted form's answers (by field name), each answer text or empty. */
export function quoteFromAnswers(answers: Readonly<Record<string, unknown>>): Quote {
  const entries = QUOTE_FIELDS.map((field) => {
    const value = answers[field];
    return [field, typeof value === "string" ? value : ""] as const;
  });
  return normalizeQuote(Object.fromEntries(entries) as Quote);
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

/** Where the visit began: the form's page, the landing page and the referrer. */
export const ATTRIBUTION_FIELDS = {
  page: "page",
  landingPage: "landing_page",
  referrer: "referrer",
} as const;
