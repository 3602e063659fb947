import type { QuoteFormSettings } from "~/site.config";

import { toFormData, type QuoteSender } from "./transport";
import { targetOf } from "./transport-target";

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
