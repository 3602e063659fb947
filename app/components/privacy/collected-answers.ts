import { m } from "#app/paraglide/messages.js";
import type { QuoteField } from "#app/site/quote-fields.ts";

/**
 * What the privacy notice says of each answer the quote form collects, in the page's language:
 * one line per field of the quote's contract (app/site/quote-fields.ts), which the compiler
 * holds this table to. A field added there needs its line here, in three languages, and moves
 * the notice's version (collected-answers.test.ts).
 */
export const COLLECTED_ANSWERS: Record<QuoteField, () => string> = {
  name: m.pages_privacy_collected_name,
  email: m.pages_privacy_collected_email,
  whatsapp: m.pages_privacy_collected_whatsapp,
  service: m.pages_privacy_collected_service,
  message: m.pages_privacy_collected_message,
};

/**
 * The answers the notice of `version` was written for: when the contract's fields are no longer
 * these, the notice changed, and so must its version (site.config.ts `privacy.noticeVersion`):
 * a lead records the version its visitor was shown.
 */
export const NOTICE_WRITTEN_FOR = {
  version: "2026-12-07",
  fields: ["name", "email", "whatsapp", "service", "message"],
} as const;
