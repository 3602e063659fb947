/*
 * The quote's contract (issue 54): its answers and what each one is, for every reader of a
 * quote: the form and its validation, the capture, the store, the inbox, the CSV, the email,
 * the webhook and the Google Form. A field is added here; the compiler then names each place
 * that must say more (its column, its words), and the rest follows.
 */

/** What the contract says of one answer, besides its name (issue 54). */
export type QuoteFieldFacts = {
  /** The longest answer kept (the spec sets none; these are generous). */
  readonly maxLength: number;
  /** Its name for the team: the inbox's cards, the email, the CSV's column header. */
  readonly label: string;
  /** The control that takes it: the form's, and the inbox's correction of it. */
  readonly input: "text" | "email" | "tel" | "select" | "textarea";
  /**
   * Whether the inbox's search looks in it. The search text is the expression the trigram
   * index of migration 0002 is built on (quote-fields.test.ts compares them): a field added
   * here needs a migration that rebuilds the index.
   */
  readonly searched: boolean;
  /**
   * How it enters a lead's duplicate key (decisions 012 and 018), or null when it does not: a
   * field added later stays out, or every stored lead's key would change and a resend after a
   * deploy would become a second lead.
   */
  readonly dedupe: "as typed" | "lower-cased" | null;
  /**
   * How a Google Form receives it: a question whose entry id the site's settings give under
   * this name (`entryIds.<entry>`, which the site config's check then requires, at build and
   * at start), or Google's own email question; null for none: the browser's post then sends it
   * under its own name, which Google ignores, and the inbox's forward leaves it out.
   */
  readonly googleForm: { readonly entry: string } | "emailAddress" | null;
};

/** The facts of each answer, in the form's order. */
export const QUOTE_FIELD_FACTS = {
  name: {
    maxLength: 80,
    label: "Name",
    input: "text",
    searched: true,
    dedupe: "as typed",
    googleForm: { entry: "name" },
  },
  email: {
    maxLength: 254,
    label: "Email",
    input: "email",
    searched: true,
    dedupe: "lower-cased",
    googleForm: "emailAddress",
  },
  whatsapp: {
    maxLength: 20,
    label: "WhatsApp",
    input: "tel",
    searched: true,
    dedupe: "as typed",
    googleForm: { entry: "whatsapp" },
  },
  service: {
    maxLength: 60,
    label: "Service",
    input: "select",
    searched: false,
    dedupe: "as typed",
    googleForm: { entry: "service" },
  },
  message: {
    maxLength: 2000,
    label: "Message",
    input: "textarea",
    searched: true,
    dedupe: "as typed",
    googleForm: { entry: "message" },
  },
} as const satisfies Record<string, QuoteFieldFacts>;

/** An answer's name. */
export type QuoteField = keyof typeof QUOTE_FIELD_FACTS;

/** The quote form's answers (spec §3), as the visitor typed them, trimmed. */
export type Quote = Record<QuoteField, string>;

// The tables below are made from the facts when the module loads; each call is marked pure so
// that a bundle reading only the attribution's names (the page module) leaves them out.

/** The answers' names, in the form's order. */
export const QUOTE_FIELDS = /* @__PURE__ */ Object.keys(QUOTE_FIELD_FACTS) as QuoteField[];

/** Upper bounds on what a visitor can type. */
export const MAX_LENGTH = /* @__PURE__ */ Object.fromEntries(
  QUOTE_FIELDS.map((field) => [field, QUOTE_FIELD_FACTS[field].maxLength]),
) as Record<QuoteField, number>;

/** Each answer's name for the team (the inbox, the email, the CSV). */
export const FIELD_LABELS = /* @__PURE__ */ Object.fromEntries(
  QUOTE_FIELDS.map((field) => [field, QUOTE_FIELD_FACTS[field].label]),
) as Record<QuoteField, string>;

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

export const EMPTY_QUOTE = /* @__PURE__ */ Object.fromEntries(
  QUOTE_FIELDS.map((field) => [field, ""]),
) as Quote;

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
} as const;

/** A recorded part of the visit, by the stored lead's name for it. */
export type AttributionKey = keyof typeof ATTRIBUTION_LABELS;
