import { m } from "#app/paraglide/messages.js";
import type { QuoteField } from "#app/site/quote-fields.ts";

type FieldWords = {
  label: () => string;
  rule: () => string;
  /** Shown under the control, which names it as its description. */
  hint?: () => string;
  /** The browser's own message when the control's pattern is not met. */
  title?: () => string;
  placeholder?: () => string;
};

/**
 * Each answer's words for the visitor, in the page's language: its label, and its rule in short
 * (what quote-schema.ts checks, as the "not sent" page explains it). One entry per field of the
 * quote's contract (app/site/quote-fields.ts), which the compiler holds this table to; static
 * references, so that each language's bundle keeps only its own texts (decision 028).
 */
export const QUOTE_FIELD_WORDS: Record<QuoteField, FieldWords> = {
  name: { label: m.quote_name_label, rule: m.quote_rule_name },
  email: { label: m.quote_email_label, rule: m.quote_rule_email },
  whatsapp: {
    label: m.quote_whatsapp_label,
    rule: m.quote_rule_whatsapp,
    hint: m.quote_whatsapp_hint,
    title: m.quote_whatsapp_title,
  },
  service: { label: m.quote_service_label, rule: m.quote_rule_service },
  message: {
    label: m.quote_message_label,
    rule: m.quote_rule_message,
    placeholder: m.quote_message_placeholder,
  },
};
