import type { QuoteFormSettings } from "~/site.config";

import { googleFormsTransport } from "./google-forms-transport";
import { httpEndpointTransport } from "./http-endpoint-transport";
import type { QuoteTransport } from "./transport";

/** The transport the site config chooses (`quoteForm.transport`). */
export function createTransport(
  settings: QuoteFormSettings,
  fetcher?: typeof fetch,
): QuoteTransport {
  return settings.transport === "google-forms"
    ? googleFormsTransport(settings, fetcher)
    : httpEndpointTransport(settings, fetcher);
}
