// The leads' entry for pages, the quote's result pages and the inbox's (browser-safe): a form's
// answers as text, a limited quote's answer, the quote's language, and how a lead's contact
// links and source read. The capture, the limits, the notifications and retention are the
// server's: ./index.server.ts.
export { carriedAnswers, textAnswers } from "./form-answers.ts";
export {
  limitErrors,
  limitMessage,
  readLimitQuery,
  retryAddress,
  retryLanguage,
} from "./quote-limit-answer.ts";
export { quoteLanguage, type LanguageErrors } from "./quote-language.ts";
export { attributionFacts, leadLanguageLabel, telUrl, whatsappUrl } from "./notify/lead-links.ts";
