import { visitFields } from "./visit-attribution.ts";

import { QuoteRejected, TooManyQuotes } from "./quote-errors.ts";
import type { QuoteErrors } from "./quote-schema.ts";
import { toFormData, type QuoteSender } from "./transport.ts";
import { targetOf } from "./transport-target.ts";

/**
 * Sends the quote, the visit's attribution, the privacy notice shown and the time since the
 * page loaded (the server's too-fast check) to the agency's own server, which answers 201 once
 * the quote is on disk.
 */
export function inboxSender(
  extras: () => Record<string, string> = () => ({}),
  fetcher: typeof fetch = (...args) => fetch(...args),
): QuoteSender {
  const { action, fieldNames } = targetOf({ transport: "inbox" });
  return async (quote) => {
    const body = toFormData(quote, fieldNames);
    for (const [name, value] of Object.entries({ ...visitFields(), ...extras() })) {
      body.append(name, value);
    }
    const response = await fetcher(action, {
      method: "POST",
      headers: { Accept: "application/json" },
      body,
    });
    if (response.status === 201) return;
    if (response.status === 422) {
      const { errors } = (await response.json()) as { errors: QuoteErrors };
      throw new QuoteRejected(errors);
    }
    if (response.status === 429) {
      const body = (await response.json().catch(() => ({}))) as {
        errors?: QuoteErrors & { form?: string };
      };
      throw new TooManyQuotes(body.errors);
    }
    throw new Error(`The server answered ${response.status}`);
  };
}
