import type { AnchorHTMLAttributes } from "react";

import { usePageLanguage } from "./page-in-language.tsx";
import { pathIn } from "#app/site/site-languages.ts";
import { SECTION_LINK, marker } from "#app/lib/behaviour-markers.ts";

type SectionLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick"> & {
  /** The landing-page section id, such as "contact". */
  sectionId: string;
};

/**
 * A link to a landing-page section: a plain "/#id" link (in Marathi "/mr/#id"), which loads the
 * home page at that section from any other page. On the home page a click glides there instead
 * (app/browser/section-nav.ts finds the link by `data-section-link`).
 */
export function SectionLink({ sectionId, children, ...props }: SectionLinkProps) {
  const home = pathIn(usePageLanguage().language, "/");
  return (
    <a {...props} href={`${home}#${sectionId}`} {...marker(SECTION_LINK)}>
      {children}
    </a>
  );
}
