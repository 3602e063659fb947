import type { QuoteFormSettings } from "#app/site/site.config.ts";

import { quotePoster, type QuoteSender } from "./transport.ts";

type HttpEndpointSettings = Extract<QuoteFormSettings, { transport: "http-endpoint" }>;

/**
 * Posts to an endpoint that answers in CORS mode (Formspree, or the agency's own), so
 * delivery is confirmed: only a 2xx answer is success; 4xx, 5xx and network errors fail.
 */
export function httpEndpointSender(
  settings: HttpEndpointSettings,
  fetcher: typeof fetch = fetch,
): QuoteSender {
  const post = quotePoster(settings, fetcher, {
    mode: "cors",
    headers: { Accept: "application/json" },
  });
  return async (quote) => {
    const response = await post(quote);
    if (!response.ok) {
      throw new Error(
        `The quote endpoint answered ${response.status} ${response.statusText}`.trim(),
      );
    }
  };
}
