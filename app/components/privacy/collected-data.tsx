import { m } from "#app/paraglide/messages.js";

import { NoticeSection, noticeList } from "./notice-section.tsx";

/**
 * What the quote form collects and what the browser keeps on its own. The lists follow the
 * form's fields (app/site/quote-fields.ts) and the attribution the server stores
 * (app/leads/attribution.ts); change them together.
 */
export function CollectedData() {
  return (
    <NoticeSection id="what-we-collect" title={m.pages_privacy_collected_title()}>
      <p>{m.pages_privacy_collected_form()}</p>
      <ul className={noticeList}>
        <li>{m.pages_privacy_collected_name()}</li>
        <li>{m.pages_privacy_collected_email()}</li>
        <li>{m.pages_privacy_collected_whatsapp()}</li>
        <li>{m.pages_privacy_collected_service()}</li>
        <li>{m.pages_privacy_collected_message()}</li>
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
