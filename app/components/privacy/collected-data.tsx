import { m } from "#app/paraglide/messages.js";

import { QUOTE_FIELDS } from "#app/site/quote-fields.ts";

import { COLLECTED_ANSWERS } from "./collected-answers.ts";
import { NoticeSection, noticeList } from "./notice-section.tsx";

/**
 * What the quote form collects and what the browser keeps on its own. The answers follow the
 * quote's contract (app/site/quote-fields.ts, through ./collected-answers.ts); the attribution
 * follows what the server stores (app/leads/attribution.ts): change them together.
 */
export function CollectedData() {
  return (
    <NoticeSection id="what-we-collect" title={m.pages_privacy_collected_title()}>
      <p>{m.pages_privacy_collected_form()}</p>
      <ul className={noticeList}>
        {QUOTE_FIELDS.map((field) => (
          <li key={field}>{COLLECTED_ANSWERS[field]()}</li>
        ))}
      </ul>
      <p>{m.pages_privacy_collected_with_it()}</p>
      <ul className={noticeList}>
        <li>{m.pages_privacy_collected_page()}</li>
        <li>{m.pages_privacy_collected_first_page()}</li>
        <li>{m.pages_privacy_collected_campaign()}</li>
        <li>{m.pages_privacy_collected_version()}</li>
      </ul>
      <p>{m.pages_privacy_collected_no_tracking()}</p>
      <p>{m.pages_privacy_collected_browser()}</p>
      <ul className={noticeList}>
        <li>{m.pages_privacy_collected_session()}</li>
        <li>{m.pages_privacy_collected_draft()}</li>
      </ul>
    </NoticeSection>
  );
}
