// What the visitor is told after sending a quote (spec §8, §9): the toast's texts, which the
// page a browser without JavaScript lands on (/quote/sent) repeats word for word. Kept here,
// apart from the form's code, so that page does not pull the form into its bundle. Functions,
// so each text is the page's language when it is read (messages/quote/).
import { m } from "#app/paraglide/messages.js";

export const successTitle = (): string => m.quote_success_title();
export const successText = (): string => m.quote_success_text();
export const errorText = (): string => m.quote_send_error();
