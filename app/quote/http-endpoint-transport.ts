import type { QuoteFormSettings } from "#app/site.config.ts";

import { toFormData, type QuoteSender } from "./transport.ts";
import { targetOf } from "./transport-target.ts";

type HttpEndpointSettings = Extract<QuoteFormSettings, { transport: "http-endpoint" }>;

/**
 * Posts to an endpoint that answers in CORS mode (Formspree, or the agency's own), so
 * delivery is confirmed: only a 2xx answer is success; 4xx, 5xx and network errors fail.
 */
export function httpEndpointSender(
  settings: HttpEndpointSettings,
  fetcher: typeof fetch = fetch,
): QuoteSender {
  const { action, fieldNames } = targetOf(settings);
  return async (quote) => {
    const response = await fetcher(action, {
      method: "POST",
      mode: "cors",
      headers: { Accept: "application/json" },
      body: toFormData(quote, fieldNames),
    });
    if (!response.ok) {
      throw new Error(
        `The quote endpoint answered ${response.status} ${response.statusText}`.trim(),
      );
    }
  };
}
