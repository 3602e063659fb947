import { SampleLabel } from "#app/components/ui/sample-label.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import type { SiteConfig } from "#app/site.config.ts";

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
 * The privacy notice, written plainly for India's Digital Personal Data Protection Act, 2023
 * and the DPDP Rules, 2025: every name, address, period and provider comes from the config.
 */
export function PrivacyNotice({ config, title }: PrivacyNoticeProps) {
  const { privacy, business } = config;
  const changed = formatDate(privacy.noticeVersion);
  const keptFor = countOf(privacy.leadRetentionMonths, "month", "months");
  const spamKeptFor = countOf(privacy.spamRetentionDays, "day", "days");
  const ownServer = storedByOwnServer(config);
  const deletedBy = ownServer ? "our server deletes it automatically" : "we delete it";
  return (
    <article className="container-page py-6 md:py-8">
      <div className="max-w-prose">
        <h1 className="text-3xl font-extrabold md:text-4xl">{title}</h1>
        <p className="mt-2 text-base text-ink-600">
          How {config.name} uses the details you send with the quote form, and what you can ask of
          us under India's Digital Personal Data Protection Act, 2023 (“the Act”) and the DPDP
          Rules, 2025. Last changed on <time dateTime={privacy.noticeVersion}>{changed}</time>.
          {privacy.sample && <SampleLabel className="ml-1 align-middle" />}
        </p>

        <NoticeSection id="who-we-are" title="Who we are">
          <p>
            {config.name} is run by {business.legalName}, {addressOf(business)}. We decide what your
            details are used for, so we are responsible for them (the “Data Fiduciary” under the
            Act). Reach us at{" "}
            <a href={`mailto:${config.email}`} className={noticeLink}>
              {config.email}
            </a>
            .
          </p>
        </NoticeSection>

        <CollectedData />

        <NoticeSection id="why-we-use-it" title="Why we use it, and on what basis">
          <p>
            Only to answer your quote request: to reply by email or WhatsApp, understand what you
            need and prepare a quote, and to learn which of our pages and campaigns bring requests.
            We do not use your details for anything else, such as newsletters or advertising.
          </p>
          <p>
            Our legal basis is your consent, which you give by sending the form. You can withdraw it
            at any time (see “Your rights”); what we did before you withdrew it stays lawful.
          </p>
        </NoticeSection>

        <NoticeSection id="how-long" title="How long we keep it">
          <p>
            We keep a quote request for {keptFor} after it arrives; then {deletedBy}. If you ask us
            to erase it sooner, we do.
          </p>
          {ownServer && <p>A message our server files as spam is deleted after {spamKeptFor}.</p>}
        </NoticeSection>

        <DataProcessors config={config} />
        <YourRights config={config} />

        <NoticeSection id="children" title="Children">
          <p>
            The form is meant for adults asking about their business. If you are under 18, please
            ask a parent or guardian to contact us for you.
          </p>
        </NoticeSection>

        <NoticeSection id="changes" title="Changes to this notice">
          <p>
            This version dates from <time dateTime={privacy.noticeVersion}>{changed}</time>. We
            store that date with each request, so we know which notice you saw. When we change the
            notice, we change its date.
          </p>
        </NoticeSection>
      </div>
    </article>
  );
}
