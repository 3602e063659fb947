// The quote's plain modules that the page module (app/browser/page.ts) runs, without React: the
// draft kept while a visitor types, reading and filling the form, and the visit a quote carries.
export { loadDraft, saveDraft } from "./draft-store.ts";
export { fillQuote, readQuote } from "./read-quote.ts";
export { type PageVisit, rememberVisit } from "./visit-attribution.ts";
