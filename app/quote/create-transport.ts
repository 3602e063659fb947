import type { QuoteFormSettings } from "#app/site/site.config.ts";

import type { Quote } from "#app/site/quote-fields.ts";
import type { QuoteErrors } from "./quote-schema.ts";
import type { QuoteTransport } from "./transport.ts";
import { targetOf } from "./transport-target.ts";

const loadSender = () => import("./send-quote.ts");

/**
 * The transport the site config chooses (`quoteForm.transport`). Its address and field names
 * are known at once; the rules and the sending code load on the first send, so they add nothing
 * to the page's first load. If they cannot load (the connection dropped), the send fails like
 * any other network failure: the text stays and WhatsApp and email are offered.
 */
export function createTransport(
  settings: QuoteFormSettings,
  fetcher?: typeof fetch,
  /** Extra fields for the site's own server (the time on the page). */
  extras?: () => Record<string, string>,
): QuoteTransport {
  return {
    ...targetOf(settings),
    async check(quote: Quote): Promise<QuoteErrors> {
      const { checkQuote } = await loadSender();
      const result = checkQuote(quote);
      return result.ok ? {} : result.errors;
    },
    async send(quote) {
      const { senderFor } = await loadSender();
      await senderFor(settings, fetcher, extras)(quote);
    },
  };
}
