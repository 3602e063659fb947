// What runs when the visitor sends, loaded then and not with the page: the shared rules and
// the code that talks to the configured endpoint (./create-transport.ts).
import type { QuoteFormSettings } from "#app/site/site.config.ts";

import { googleFormsSender } from "./google-forms-transport.ts";
import { httpEndpointSender } from "./http-endpoint-transport.ts";
import { inboxSender } from "./inbox-transport.ts";
import type { QuoteSender } from "./transport.ts";

export { checkQuote } from "./quote-schema.ts";

export function senderFor(
  settings: QuoteFormSettings,
  fetcher?: typeof fetch,
  extras?: () => Record<string, string>,
): QuoteSender {
  switch (settings.transport) {
    case "inbox":
      return inboxSender(extras, fetcher);
    case "google-forms":
      return googleFormsSender(settings, fetcher);
    case "http-endpoint":
      return httpEndpointSender(settings, fetcher);
  }
}
