import type { QuoteFormSettings } from "#app/site/site.config.ts";

import type { Quote } from "#app/site/quote-fields.ts";
import type { QuoteErrors } from "./quote-schema.ts";
import { targetOf } from "./transport-target.ts";

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

/**
 * Posts a quote where the settings say, under that endpoint's field names, and hands back its
 * answer: what counts as sent is each sender's to say.
 */
export function quotePoster(
  settings: QuoteFormSettings,
  fetcher: typeof fetch,
  init: Omit<RequestInit, "method" | "body">,
): (quote: Quote) => Promise<Response> {
  const { action, fieldNames } = targetOf(settings);
  return (quote) =>
    fetcher(action, { ...init, method: "POST", body: toFormData(quote, fieldNames) });
}
