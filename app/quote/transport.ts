import type { Quote } from "./quote-fields.ts";
import type { QuoteErrors } from "./quote-schema.ts";

/** Sends a quote; resolves when it is sent (as far as can be known), rejects otherwise. */
export type QuoteSender = (quote: Quote) => Promise<void>;

export type QuoteTransport = {
  /** Where a plain HTML form posts without JavaScript. */
  action: string;
  /** The form field name of each answer at that endpoint. */
  fieldNames: Record<keyof Quote, string>;
  /** The shared rules' problems with the answers, none if they cannot be checked here. */
  check(quote: Quote): Promise<QuoteErrors>;
  send: QuoteSender;
};

/** Builds the multipart body an endpoint receives, under its own field names. */
export function toFormData(quote: Quote, fieldNames: Record<keyof Quote, string>): FormData {
  const body = new FormData();
  for (const field of Object.keys(fieldNames) as (keyof Quote)[]) {
    body.append(fieldNames[field], quote[field]);
  }
  return body;
}
