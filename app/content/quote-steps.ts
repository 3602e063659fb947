import { m } from "#app/paraglide/messages.js";

import { withinReplyTime } from "./commitments.ts";

/**
 * What happens after a quote request, shown beside the form. Each text is read when the page
 * renders (a getter), in the page's language (messages/quote/).
 */
export const quoteSteps: readonly { readonly title: string; readonly text: string }[] = [
  {
    get title() {
      return m.quote_step_ask_title();
    },
    get text() {
      return m.quote_step_ask_text();
    },
  },
  {
    get title() {
      return m.quote_step_call_title({ within: withinReplyTime() });
    },
    get text() {
      return m.quote_step_call_text();
    },
  },
  {
    get title() {
      return m.quote_step_quote_title();
    },
    get text() {
      return m.quote_step_quote_text();
    },
  },
];
