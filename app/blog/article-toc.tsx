import { cn } from "#app/components/ui/cn.ts";
import { glideToSection } from "#app/lib/scroll/glide-to-section.ts";
import { useScrollSpy } from "#app/lib/scroll/use-scroll-spy.ts";
import { m } from "#app/paraglide/messages.js";

import type { TocEntry } from "./article-body-types.ts";

/** "This article has": the sections, each jumping to its anchor; the one being read is marked. */
export function ArticleToc({ sections }: { sections: TocEntry[] }) {
  const active = useScrollSpy(
    sections.map((section) => section.anchor),
    true,
    { syncHash: false },
  );
  return (
    <nav
      aria-labelledby="contents-title"
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
              aria-current={active === section.anchor ? "location" : undefined}
              onClick={(event) => {
                event.preventDefault();
                void glideToSection(section.anchor);
              }}
              className={cn(
                "flex gap-1 rounded-lg px-1 py-0.5 transition-colors",
                active === section.anchor
                  ? "bg-white font-semibold text-brand-800 shadow-card"
                  : "text-ink-700 hover:bg-white/70",
              )}
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
