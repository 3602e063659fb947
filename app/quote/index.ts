// The quote form's public entry: what pages and sections may use.
export { QuoteForm, type QuoteFormProps, type QuoteResend } from "./quote-form.tsx";
export { LANGUAGE_FIELD, quoteFromAnswers, type Quote } from "#app/site/quote-fields.ts";
export type { QuoteErrors } from "./quote-schema.ts";
export { QUOTE_FIELD_WORDS } from "./field-words.ts";
