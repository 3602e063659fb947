import { m } from "#app/paraglide/messages.js";

import type { Quote } from "#app/site/quote-fields.ts";
import { serviceLabel } from "./service-labels.ts";

/**
 * The whole quote as plain text, for a WhatsApp message or an email body, in the page's
 * language (the service by the name the visitor chose it by).
 */
export function quoteAsText(quote: Quote): string {
  return [
    m.quote_fallback_greeting(),
    "",
    m.quote_fallback_name({ name: quote.name }),
    m.quote_fallback_email({ email: quote.email }),
    m.quote_fallback_whatsapp({ whatsapp: quote.whatsapp }),
    m.quote_fallback_service({ service: serviceLabel(quote.service) }),
    "",
    quote.message,
  ].join("\n");
}

/** A wa.me link that opens a chat with the agency, prefilled with the quote. */
export function whatsappLink(phoneDigits: string, quote: Quote): string {
  return `https://wa.me/${phoneDigits}?text=${encodeURIComponent(quoteAsText(quote))}`;
}

/** A mailto link to the agency with the same text. */
export function mailtoLink(email: string, quote: Quote): string {
  const subject = quote.service
    ? m.quote_mail_subject({ service: serviceLabel(quote.service) })
    : m.quote_mail_subject_general();
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(quoteAsText(quote))}`;
}
