import { m } from "#app/paraglide/messages.js";

import type { TocEntry } from "./article-body-types.ts";
import { ARTICLE_CONTENTS, marker } from "#app/lib/behaviour-markers.ts";

/**
 * "This article has": the sections, each linking to its anchor. Rendered at build only: in the
 * browser app/browser/article-contents.ts marks the entry being read (aria-current, styled by
 * the `aria-[current]:` classes) and glides to a section when its entry is clicked.
 */
export function ArticleToc({ sections }: { sections: TocEntry[] }) {
  return (
    <nav
      aria-labelledby="contents-title"
      {...marker(ARTICLE_CONTENTS)}
      className="rounded-2xl bg-brand-50 p-2 ring-1 ring-brand-100 lg:max-h-[calc(100dvh-var(--spacing-nav)-2rem)] lg:overflow-y-auto"
    >
      <h2 id="contents-title" className="px-1 font-display text-lg font-extrabold">
        {m.blog_toc_title()}
      </h2>
      <ol className="mt-1 grid gap-0.5">
        {sections.map((section) => (
          <li key={section.anchor}>
            <a
              href={`#${section.anchor}`}
              className="flex gap-1 rounded-lg px-1 py-0.5 text-ink-700 transition-colors hover:bg-white/70 aria-[current]:bg-white aria-[current]:font-semibold aria-[current]:text-brand-800 aria-[current]:shadow-card"
            >
              <span className="w-3 shrink-0 text-right font-semibold text-brand-600 tabular-nums">
                {section.title === m.blog_conclusion() ? "✓" : Number(section.anchor) + 1}
              </span>
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
