import { m } from "#app/paraglide/messages.js";
import type { SiteConfig } from "#app/site/site.config.ts";

import { NoticeSection, noticeList } from "./notice-section.tsx";
import { processorsOf } from "./privacy-facts.ts";

/** Who handles requests on the agency's behalf: read from the config, so it cannot drift. */
export function DataProcessors({ config }: { config: SiteConfig }) {
  return (
    <NoticeSection id="who-handles-it" title={m.pages_privacy_processors_title()}>
      <p>{m.pages_privacy_processors_intro()}</p>
      <ul className={noticeList}>
        {processorsOf(config).map((processor) => (
          <li key={processor.name}>
            <span className="font-semibold text-ink-950">{processor.name}</span> {processor.role}
          </li>
        ))}
      </ul>
      <p>{m.pages_privacy_processors_law()}</p>
    </NoticeSection>
  );
}
