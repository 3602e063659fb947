// The quote form's public entry: what pages and sections may use.
export { QuoteForm } from "./quote-form";
export type { QuoteErrors } from "./quote-schema";
