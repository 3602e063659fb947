// The quote's contract's facts, one entry per answer (issue 54): kept apart from the tables
// derived from them (./quote-fields.ts), so that a test that adds a field here sees every reader
// follow (scripts/checks/one-quote-contract.test.tsx).

/** What the contract says of one answer, besides its name (issue 54). */
export type QuoteFieldFacts = {
  /** The longest answer kept (the spec sets none; these are generous). */
  readonly maxLength: number;
  /** Its name for the team: the inbox's cards, the email, the CSV's column header. */
  readonly label: string;
  /** The control that takes it: the form's, and the inbox's correction of it. */
  readonly input: "text" | "email" | "tel" | "select" | "textarea";
  /** What the browser may fill it with (the HTML autocomplete token), if anything. */
  readonly autoComplete: "name" | "email" | "tel" | "organization" | "url" | null;
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
    autoComplete: "name",
    searched: true,
    dedupe: "as typed",
    googleForm: { entry: "name" },
  },
  email: {
    maxLength: 254,
    label: "Email",
    input: "email",
    autoComplete: "email",
    searched: true,
    dedupe: "lower-cased",
    googleForm: "emailAddress",
  },
  whatsapp: {
    maxLength: 20,
    label: "WhatsApp",
    input: "tel",
    autoComplete: "tel",
    searched: true,
    dedupe: "as typed",
    googleForm: { entry: "whatsapp" },
  },
  service: {
    maxLength: 60,
    label: "Service",
    input: "select",
    autoComplete: null,
    searched: false,
    dedupe: "as typed",
    googleForm: { entry: "service" },
  },
  message: {
    maxLength: 2000,
    label: "Message",
    input: "textarea",
    autoComplete: null,
    searched: true,
    dedupe: "as typed",
    googleForm: { entry: "message" },
  },
} as const satisfies Record<string, QuoteFieldFacts>;
