import type { QuoteFormSettings } from "~/site.config";

import type { Quote } from "./quote-fields";
import { toFormData, type QuoteTransport } from "./transport";

type GoogleFormsSettings = Extract<QuoteFormSettings, { transport: "google-forms" }>;

export const googleFormsAction = (formId: string) =>
  `https://docs.google.com/forms/d/e/${encodeURIComponent(formId)}/formResponse`;

/**
 * Posts to a Google Form's formResponse endpoint in no-cors mode, as the spec does. The
 * answer is opaque, so a resolved fetch counts as sent; only a network failure is a failure.
 */
export function googleFormsTransport(
  settings: GoogleFormsSettings,
  fetcher: typeof fetch = fetch,
): QuoteTransport {
  const fieldNames: Record<keyof Quote, string> = {
    name: `entry.${settings.entryIds.name}`,
    email: "emailAddress",
    whatsapp: `entry.${settings.entryIds.whatsapp}`,
    service: `entry.${settings.entryIds.service}`,
    message: `entry.${settings.entryIds.message}`,
  };
  const action = googleFormsAction(settings.formId);
  return {
    action,
    fieldNames,
    async send(quote) {
      await fetcher(action, {
        method: "POST",
        mode: "no-cors",
        body: toFormData(quote, fieldNames),
      });
    },
  };
}
