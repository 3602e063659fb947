import type { Quote } from "./quote-fields.ts";

/** The whole quote as plain text, for a WhatsApp message or an email body. */
export function quoteAsText(quote: Quote): string {
  return [
    "Hello! I would like a quote.",
    "",
    `Name: ${quote.name}`,
    `Email: ${quote.email}`,
    `WhatsApp: ${quote.whatsapp}`,
    `Service: ${quote.service}`,
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
  const subject = `Quote request: ${quote.service || "our business"}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(quoteAsText(quote))}`;
}
