import { m } from "#app/paraglide/messages.js";
import type { SiteConfig } from "#app/site/site.config.ts";

import { NoticeSection, noticeLink, noticeList } from "./notice-section.tsx";
import { countOf } from "./privacy-facts.ts";

/**
 * The rights the Digital Personal Data Protection Act, 2023 gives a visitor (sections 6(4)
 * and 11 to 14), how to use them, and where to complain: what rules 3, 9 and 14 of the DPDP
 * Rules, 2025 ask a notice to say.
 */
export function YourRights({ config }: { config: SiteConfig }) {
  const { grievanceOfficer, requestReplyDays } = config.privacy;
  const officerEmail = (
    <a href={`mailto:${grievanceOfficer.email}`} className={noticeLink}>
      {grievanceOfficer.email}
    </a>
  );
  const replyTime = countOf(
    requestReplyDays,
    m.pages_privacy_reply_days_one,
    m.pages_privacy_reply_days_other,
  );
  return (
    <>
      <NoticeSection id="your-rights" title={m.pages_privacy_rights_title()}>
        <p>{m.pages_privacy_rights_intro()}</p>
        <ul className={noticeList}>
          <li>{m.pages_privacy_rights_access()}</li>
          <li>{m.pages_privacy_rights_correct()}</li>
          <li>{m.pages_privacy_rights_erase()}</li>
          <li>{m.pages_privacy_rights_withdraw()}</li>
          <li>{m.pages_privacy_rights_nominate()}</li>
          <li>{m.pages_privacy_rights_grievance()}</li>
        </ul>
        <p>
          {m.pages_privacy_rights_how()} {officerEmail}{" "}
          {m.pages_privacy_rights_how_end({ replyTime })}
        </p>
      </NoticeSection>

      <NoticeSection id="questions-and-complaints" title={m.pages_privacy_complaints_title()}>
        <p>
          {m.pages_privacy_complaints_officer({
            officer: grievanceOfficer.name,
            legalName: config.business.legalName,
          })}{" "}
          {officerEmail}
          {m.pages_privacy_complaints_officer_end({ replyTime })}
        </p>
        <p>{m.pages_privacy_complaints_board()}</p>
      </NoticeSection>
    </>
  );
}
