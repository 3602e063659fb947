import { SampleLabel } from "#app/ui/sample-label.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { SiteConfig } from "#app/site/site.config.ts";

import { CollectedData } from "./collected-data.tsx";
import { DataProcessors } from "./data-processors.tsx";
import { NoticeSection, noticeLink } from "./notice-section.tsx";
import { addressOf, countOf, storedByOwnServer } from "./privacy-facts.ts";
import { YourRights } from "./your-rights.tsx";

type PrivacyNoticeProps = {
  /** The site config whose facts the notice states (the page passes the real one). */
  config: SiteConfig;
  title: string;
};

/**
 * The Marathi and Hindi notices are translations: they say so at the top, and that the English
 * notice governs, with a link to it (the English build's /privacy, outside this build's prefix).
 */
function TranslationNote() {
  return (
    <p className="mt-2 rounded-lg border border-ink-200 bg-ink-50 px-2 py-1.5 text-base text-ink-900">
      {m.pages_privacy_translation_note()}{" "}
      <a href="/privacy" hrefLang="en" lang="en" className={noticeLink}>
        {m.pages_privacy_translation_link()}
      </a>
      {m.pages_privacy_translation_end()}
    </p>
  );
}

/**
 * The privacy notice, written plainly for India's Digital Personal Data Protection Act, 2023
 * and the DPDP Rules, 2025: every name, address, period and provider comes from the config.
 * Given in English, Marathi and Hindi (the Rules allow any Eighth Schedule language); the
 * English governs.
 */
export function PrivacyNotice({ config, title }: PrivacyNoticeProps) {
  const { privacy, business } = config;
  const changed = formatDate(privacy.noticeVersion);
  const keptFor = countOf(
    privacy.leadRetentionMonths,
    m.pages_privacy_keep_months_one,
    m.pages_privacy_keep_months_other,
  );
  const spamKeptFor = countOf(
    privacy.spamRetentionDays,
    m.pages_privacy_spam_days_one,
    m.pages_privacy_spam_days_other,
  );
  const ownServer = storedByOwnServer(config);
  return (
    <article className="container-page py-6 md:py-8">
      <div className="max-w-prose">
        <h1 className="text-3xl font-extrabold md:text-4xl">{title}</h1>
        {getLocale() !== "en" && <TranslationNote />}
        <p className="mt-2 text-base text-ink-600">
          {m.pages_privacy_intro({ name: config.name })} {m.pages_privacy_last_changed()}{" "}
          <time dateTime={privacy.noticeVersion}>{changed}</time>
          {m.pages_privacy_last_changed_end()}
          {privacy.sample && <SampleLabel className="ml-1 align-middle" />}
        </p>

        <NoticeSection id="who-we-are" title={m.pages_privacy_who_title()}>
          <p>
            {m.pages_privacy_who_text({
              name: config.name,
              legalName: business.legalName,
              address: addressOf(business),
            })}{" "}
            <a href={`mailto:${config.email}`} className={noticeLink}>
              {config.email}
            </a>
            {m.pages_privacy_who_end()}
          </p>
        </NoticeSection>

        <CollectedData config={config} />

        <NoticeSection id="why-we-use-it" title={m.pages_privacy_why_title()}>
          <p>{m.pages_privacy_why_purpose()}</p>
          <p>{m.pages_privacy_why_consent()}</p>
        </NoticeSection>

        <NoticeSection id="how-long" title={m.pages_privacy_keep_title()}>
          <p>
            {ownServer
              ? m.pages_privacy_keep_own_server({ keptFor })
              : m.pages_privacy_keep_elsewhere({ keptFor })}
          </p>
          {ownServer && <p>{m.pages_privacy_keep_spam({ spamKeptFor })}</p>}
        </NoticeSection>

        <DataProcessors config={config} />
        <YourRights config={config} />

        <NoticeSection id="children" title={m.pages_privacy_children_title()}>
          <p>{m.pages_privacy_children_text()}</p>
        </NoticeSection>

        <NoticeSection id="changes" title={m.pages_privacy_changes_title()}>
          <p>
            {m.pages_privacy_changes_dated()}{" "}
            <time dateTime={privacy.noticeVersion}>{changed}</time>
            {m.pages_privacy_changes_text()}
          </p>
        </NoticeSection>
      </div>
    </article>
  );
}
