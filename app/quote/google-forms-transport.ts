import type { QuoteFormSettings } from "#app/site.config.ts";

import { toFormData, type QuoteSender } from "./transport.ts";
import { targetOf } from "./transport-target.ts";

type GoogleFormsSettings = Extract<QuoteFormSettings, { transport: "google-forms" }>;

/**
 * Posts to a Google Form's formResponse endpoint in no-cors mode, as the spec does. The
 * answer is opaque, so a resolved fetch counts as sent; only a network failure is a failure.
 */
export function googleFormsSender(
  settings: GoogleFormsSettings,
  fetcher: typeof fetch = fetch,
): QuoteSender {
  const { action, fieldNames } = targetOf(settings);
  return async (quote) => {
    await fetcher(action, { method: "POST", mode: "no-cors", body: toFormData(quote, fieldNames) });
  };
}
