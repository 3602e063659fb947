import type { QuoteErrors } from "./quote-schema";
import type { Quote } from "./quote-fields";
import { toFormData, type QuoteTransport } from "./transport";
import { visitFields } from "./visit-attribution";

/** The site's own server endpoint (`npm start`; app/routes/api-leads.ts). */
export const INBOX_ACTION = "/api/leads";

/** The server read the quote and refused some answers; each message says what to type. */
export class QuoteRejected extends Error {
  constructor(readonly errors: QuoteErrors) {
    super("The server refused some answers");
  }
}

/** Too many requests from this address; the server says when to try again. */
export class TooManyQuotes extends Error {}

const fieldNames: Record<keyof Quote, string> = {
  name: "name",
  email: "email",
  whatsapp: "whatsapp",
  service: "service",
  message: "message",
};

/**
 * Sends the quote, the visit's attribution, the privacy notice shown and the time since the
 * page loaded (the server's too-fast check) to the agency's own server, which answers 201 once
 * the quote is on disk.
 */
export function inboxTransport(
  extras: () => Record<string, string> = () => ({}),
  fetcher: typeof fetch = (...args) => fetch(...args),
): QuoteTransport {
  return {
    action: INBOX_ACTION,
    fieldNames,
    async send(quote) {
      const body = toFormData(quote, fieldNames);
      for (const [name, value] of Object.entries({ ...visitFields(), ...extras() })) {
        body.append(name, value);
      }
      const response = await fetcher(INBOX_ACTION, {
        method: "POST",
        headers: { Accept: "application/json" },
        body,
      });
      if (response.status === 201) return;
      if (response.status === 422) {
        const { errors } = (await response.json()) as { errors: QuoteErrors };
        throw new QuoteRejected(errors);
      }
      if (response.status === 429) throw new TooManyQuotes("Too many requests from this address");
      throw new Error(`The server answered ${response.status}`);
    },
  };
}
