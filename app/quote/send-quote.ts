// What runs when the visitor sends, loaded then and not with the page: the shared rules and
// the code that talks to the configured endpoint (./create-transport.ts).
import type { QuoteFormSettings } from "~/site.config";

import { googleFormsSender } from "./google-forms-transport";
import { httpEndpointSender } from "./http-endpoint-transport";
import { inboxSender } from "./inbox-transport";
import type { QuoteSender } from "./transport";

export { checkQuote } from "./quote-schema";

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
