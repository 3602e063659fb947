import { glideToSection } from "#app/lib/scroll/glide-to-section.ts";
import { ARTICLE_CONTENTS } from "#app/lib/behaviour-markers.ts";

import { watchSections } from "./watch-sections.ts";

/**
 * An article's contents (app/blog/article-toc.tsx, marked `data-article-contents`): the entry of
 * the section being read carries aria-current="location" (its look is the markup's
 * `aria-[current]:` classes), and a click on an entry glides to its section, then puts it in the
 * address and moves focus there as a native in-page link would (a jump under reduced motion).
 * Scrolling leaves the address alone: only the home page's navigation mirrors the section read.
 */
export function start(): void {
  const contents = document.querySelector(`[${ARTICLE_CONTENTS}]`);
  if (!contents) return;
  const links = [...contents.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const idOf = (link: HTMLAnchorElement) => link.getAttribute("href")!.slice(1);

  watchSections(links.map(idOf), (active) => {
    for (const link of links) {
      if (idOf(link) === active) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    }
  });

  contents.addEventListener("click", (event) => {
    // Every link in the contents is an entry.
    const link = (event.target as Element).closest("a");
    if (!link) return;
    event.preventDefault();
    void glideToSection(idOf(link));
  });
}
