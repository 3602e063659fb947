// The quote form's public entry: what pages and sections may use.
export { QuoteForm } from "./quote-form";
export { rememberVisit } from "./visit-attribution";
export type { QuoteErrors } from "./quote-schema";
export { SUCCESS_TEXT, SUCCESS_TITLE } from "./quote-toasts";
