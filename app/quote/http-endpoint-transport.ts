import type { QuoteFormSettings } from "~/site.config";

import type { Quote } from "./quote-fields";
import { toFormData, type QuoteTransport } from "./transport";

type HttpEndpointSettings = Extract<QuoteFormSettings, { transport: "http-endpoint" }>;

/**
 * Posts to an endpoint that answers in CORS mode (Formspree, or the agency's own), so
 * delivery is confirmed: only a 2xx answer is success; 4xx, 5xx and network errors fail.
 */
export function httpEndpointTransport(
  settings: HttpEndpointSettings,
  fetcher: typeof fetch = fetch,
): QuoteTransport {
  const fieldNames: Record<keyof Quote, string> = {
    name: "name",
    email: "email",
    whatsapp: "whatsapp",
    service: "service",
    message: "message",
  };
  return {
    action: settings.url,
    fieldNames,
    async send(quote) {
      const response = await fetcher(settings.url, {
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
    },
  };
}
