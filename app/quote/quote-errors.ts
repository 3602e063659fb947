import type { QuoteErrors } from "./quote-schema.ts";

/** The server read the quote and refused some answers; each message says what to type. */
export class QuoteRejected extends Error {
  readonly errors: QuoteErrors;
  constructor(errors: QuoteErrors) {
    super("The server refused some answers");
    this.errors = errors;
  }
}

/** Too many requests from this address; the server says when to try again. */
export class TooManyQuotes extends Error {}
