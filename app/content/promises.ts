import { m } from "#app/paraglide/messages.js";
import { siteConfig, type Commitments } from "#app/site/site.config.ts";

import { withinReplyTime } from "./commitments.ts";

/** Days of notice to pause or stop a monthly service (0: none). */
const { noticeDays }: Commitments = siteConfig.commitments;

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
      noticeDays === 0
        ? m.home_promise_contracts_text_no_notice()
        : m.home_promise_contracts_text({ days: String(noticeDays) }),
  },
  {
    id: "reports",
    title: m.home_promise_reports_title,
    text: m.home_promise_reports_text,
  },
] as const;
