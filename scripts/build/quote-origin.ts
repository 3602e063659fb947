import { createTransport } from "#app/quote/create-transport.ts";
import type { QuoteFormSettings } from "#app/site/site.config.ts";

/**
 * The origin the quote form posts to, for the pages' `connect-src` and `form-action`: empty
 * when the form posts to the site itself.
 */
export function quoteOriginOf(settings: QuoteFormSettings): string {
  const { action } = createTransport(settings);
  return /^https?:\/\//.test(action) ? new URL(action).origin : "";
}
