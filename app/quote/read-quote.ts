import { EMPTY_QUOTE, type Quote, type QuoteField } from "#app/site/quote-fields.ts";
import { FIELD } from "#app/lib/behaviour-markers.ts";

/**
 * The answers in a form, read by each control's `data-field`, so it works whatever
 * `name` the endpoint needs.
 */
export function readQuote(form: HTMLFormElement): Quote {
  const quote = { ...EMPTY_QUOTE };
  for (const field of Object.keys(EMPTY_QUOTE) as QuoteField[]) {
    const control = form.querySelector<HTMLInputElement>(`[${FIELD}="${field}"]`);
    quote[field] = control?.value ?? "";
  }
  return quote;
}

/**
 * Puts a saved draft back into the form's controls that are still empty: an answer already
 * there (typed before the draft was read, or a quote the server shows again) is newer.
 */
export function fillQuote(form: HTMLFormElement, quote: Quote) {
  for (const field of Object.keys(EMPTY_QUOTE) as QuoteField[]) {
    const control = form.querySelector<HTMLInputElement>(`[${FIELD}="${field}"]`);
    if (control && !control.value && quote[field]) control.value = quote[field];
  }
}
