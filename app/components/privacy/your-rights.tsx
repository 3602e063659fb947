import type { SiteConfig } from "#app/site.config.ts";

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
  const replyTime = countOf(requestReplyDays, "day", "days");
  return (
    <>
      <NoticeSection id="your-rights" title="Your rights">
        <p>At any time, free of charge, you can ask us to:</p>
        <ul className={noticeList}>
          <li>
            tell you what personal data we hold about you, what we do with it and whom we have
            shared it with;
          </li>
          <li>correct, complete or update it;</li>
          <li>erase it;</li>
          <li>
            stop using it: you withdraw your consent as easily as you gave it, and we then delete
            your request;
          </li>
          <li>
            let someone you name use these rights for you if you die or can no longer act yourself;
          </li>
          <li>answer a complaint about how we have handled your data.</li>
        </ul>
        <p>
          To do so, email {officerEmail} from the address you gave in the form, or tell us that
          address, and say what you would like. We may ask you to confirm that the request is yours
          before we act on it. We answer within {replyTime}.
        </p>
      </NoticeSection>

      <NoticeSection id="questions-and-complaints" title="Questions and complaints">
        <p>
          {grievanceOfficer.name} answers questions and complaints about your personal data for{" "}
          {config.business.legalName}: write to {officerEmail}. We reply within {replyTime}.
        </p>
        <p>
          If you are not satisfied with our answer, or do not get one in time, you can complain to
          the Data Protection Board of India, set up under the Digital Personal Data Protection Act,
          2023. The Act asks you to raise the matter with us first.
        </p>
      </NoticeSection>
    </>
  );
}
