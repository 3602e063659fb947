import type { QuoteFormSettings } from "#app/site/site.config.ts";

import { byField, googleFormNames, type Quote } from "#app/site/quote-fields.ts";

/** The site's own server endpoint (`npm start`; app/routes/api-leads.ts). */
export const INBOX_ACTION = "/api/leads";

export const googleFormsAction = (formId: string) =>
  `https://docs.google.com/forms/d/e/${encodeURIComponent(formId)}/formResponse`;

/** Each answer under its own name: the inbox's and an HTTP endpoint's field names. */
const plainNames: Record<keyof Quote, string> = byField((field) => field);

/**
 * Where the form posts and under which field names: all the page needs before a send (the
 * plain HTML form without JavaScript uses exactly these). The code that sends is loaded on
 * the first send (./create-transport.ts).
 */
export function targetOf(settings: QuoteFormSettings): {
  action: string;
  fieldNames: Record<keyof Quote, string>;
} {
  switch (settings.transport) {
    case "inbox":
      return { action: INBOX_ACTION, fieldNames: plainNames };
    case "http-endpoint":
      return { action: settings.url, fieldNames: plainNames };
    case "google-forms":
      return {
        action: googleFormsAction(settings.formId),
        // An answer the contract gives no question posts under its own name: Google drops it.
        fieldNames: { ...plainNames, ...googleFormNames(settings.entryIds) },
      };
  }
}
