import type { AnchorHTMLAttributes, MouseEvent } from "react";

import { usePageLanguage } from "#app/components/layout/page-in-language.tsx";
import { useGoToSection } from "#app/lib/scroll/use-go-to-section.ts";
import { pathIn } from "#app/site-languages.ts";

type SectionLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** The landing-page section id, such as "contact". */
  sectionId: string;
};

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link to a landing-page section. A plain "/#id" link (in Marathi "/mr/#id") without
 * JavaScript; with it, a glide to the section from any page.
 */
export function SectionLink({ sectionId, onClick, children, ...props }: SectionLinkProps) {
  const goToSection = useGoToSection();
  const home = pathIn(usePageLanguage().language, "/");
  return (
    <a
      {...props}
      href={`${home}#${sectionId}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event)) return;
        event.preventDefault();
        goToSection(sectionId);
      }}
    >
      {children}
    </a>
  );
}
