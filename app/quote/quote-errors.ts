import type { QuoteErrors } from "./quote-schema.ts";

/** The server read the quote and refused some answers; each message says what to type. */
export class QuoteRejected extends Error {
  readonly errors: QuoteErrors;
  constructor(errors: QuoteErrors) {
    super("The server refused some answers");
    this.errors = errors;
  }
}

/**
 * The server refused a valid quote for now (429: too many from its email, number or network).
 * It says how long to wait and what to do now: under the field it is about, or for the form.
 */
export class TooManyQuotes extends Error {
  readonly errors: QuoteErrors;
  readonly formMessage: string | undefined;
  constructor(errors: QuoteErrors & { form?: string } = {}) {
    super("The server asks to wait before sending again");
    const { form, ...fieldErrors } = errors;
    this.errors = fieldErrors;
    this.formMessage = form;
  }
}
