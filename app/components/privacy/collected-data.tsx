import { m } from "#app/paraglide/messages.js";

import { QUOTE_FIELDS } from "#app/site/quote-fields.ts";
import type { SiteConfig } from "#app/site/site.config.ts";

import { COLLECTED_ANSWERS } from "./collected-answers.ts";
import { NoticeSection, noticeList } from "./notice-section.tsx";
import { countOf, storedByOwnServer } from "./privacy-facts.ts";

/**
 * What the quote form collects and what the browser keeps on its own. The answers follow the
 * quote's contract (app/site/quote-fields.ts, through ./collected-answers.ts); the attribution
 * follows what the server stores (app/leads/attribution.ts), the device class included: change
 * them together. Where the site's own server stands behind the pages, it also counts visits
 * (app/visits, decision 043), and the notice says what each page view sends, how a visitor is
 * counted and for how long.
 */
export function CollectedData({ config }: { config: SiteConfig }) {
  const { privacy } = config;
  const counted = storedByOwnServer(config);
  const visits = counted && (
    <p>
      {m.pages_privacy_visits_counted({
        eventsKeptFor: countOf(
          privacy.visitEventDays,
          m.pages_privacy_visit_days_one,
          m.pages_privacy_visit_days_other,
        ),
        keptFor: countOf(
          privacy.leadRetentionMonths,
          m.pages_privacy_keep_months_one,
          m.pages_privacy_keep_months_other,
        ),
      })}
    </p>
  );
  return (
    <NoticeSection id="what-we-collect" title={m.pages_privacy_collected_title()}>
      <p>{counted ? m.pages_privacy_collected_form_counted() : m.pages_privacy_collected_form()}</p>
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
        <li>{m.pages_privacy_collected_device()}</li>
        <li>{m.pages_privacy_collected_version()}</li>
      </ul>
      <p>
        {counted
          ? m.pages_privacy_collected_no_tracking_counted()
          : m.pages_privacy_collected_no_tracking()}
      </p>
      {visits}
      <p>
        {counted
          ? m.pages_privacy_collected_browser_counted()
          : m.pages_privacy_collected_browser()}
      </p>
      <ul className={noticeList}>
        <li>{m.pages_privacy_collected_session()}</li>
        <li>{m.pages_privacy_collected_draft()}</li>
      </ul>
    </NoticeSection>
  );
}
