import type { QuoteFormSettings } from "#app/site/site.config.ts";

import { quotePoster, type QuoteSender } from "./transport.ts";

type GoogleFormsSettings = Extract<QuoteFormSettings, { transport: "google-forms" }>;

/**
 * Posts to a Google Form's formResponse endpoint in no-cors mode, as the spec does. The
 * answer is opaque, so a resolved fetch counts as sent; only a network failure is a failure.
 */
export function googleFormsSender(
  settings: GoogleFormsSettings,
  fetcher: typeof fetch = fetch,
): QuoteSender {
  const post = quotePoster(settings, fetcher, { mode: "no-cors" });
  return async (quote) => {
    await post(quote);
  };
}
