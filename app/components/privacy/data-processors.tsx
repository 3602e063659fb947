import type { SiteConfig } from "#app/site.config.ts";

import { NoticeSection, noticeList } from "./notice-section.tsx";
import { processorsOf } from "./privacy-facts.ts";

/** Who handles requests on the agency's behalf: read from the config, so it cannot drift. */
export function DataProcessors({ config }: { config: SiteConfig }) {
  return (
    <NoticeSection id="who-handles-it" title="Who else handles it">
      <p>
        We do not sell or rent your details, and we share them with no one for their own use. These
        companies handle them for us, only to do the job named and only as we instruct them:
      </p>
      <ul className={noticeList}>
        {processorsOf(config).map((processor) => (
          <li key={processor.name}>
            <span className="font-semibold text-ink-950">{processor.name}</span> {processor.role}
          </li>
        ))}
      </ul>
      <p>
        We would share your details with anyone else only if an Indian law or a court order required
        it.
      </p>
    </NoticeSection>
  );
}
