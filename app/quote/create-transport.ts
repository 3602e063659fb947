import type { QuoteFormSettings } from "~/site.config";

import { googleFormsTransport } from "./google-forms-transport";
import { httpEndpointTransport } from "./http-endpoint-transport";
import { inboxTransport } from "./inbox-transport";
import type { QuoteTransport } from "./transport";

/** The transport the site config chooses (`quoteForm.transport`). */
export function createTransport(
  settings: QuoteFormSettings,
  fetcher?: typeof fetch,
  /** Extra fields for the site's own server (the notice version, the time on the page). */
  extras?: () => Record<string, string>,
): QuoteTransport {
  switch (settings.transport) {
    case "inbox":
      return inboxTransport(extras, fetcher);
    case "google-forms":
      return googleFormsTransport(settings, fetcher);
    case "http-endpoint":
      return httpEndpointTransport(settings, fetcher);
  }
}
