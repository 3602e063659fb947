import { m } from "#app/paraglide/messages.js";

import { NOTICE_DAYS, withinReplyTime } from "./commitments.ts";

/** What every client can count on; shown beside the contact block in About Us. */
export const promises = [
  {
    id: "reply",
    title: () => m.home_promise_reply_title({ within: withinReplyTime() }),
    text: m.home_promise_reply_text,
  },
  {
    id: "prices",
    title: m.home_promise_prices_title,
    text: m.home_promise_prices_text,
  },
  {
    id: "contracts",
    title: m.home_promise_contracts_title,
    text: () =>
      NOTICE_DAYS === 0
        ? m.home_promise_contracts_text_no_notice()
        : m.home_promise_contracts_text({ days: String(NOTICE_DAYS) }),
  },
  {
    id: "reports",
    title: m.home_promise_reports_title,
    text: m.home_promise_reports_text,
  },
] as const;
