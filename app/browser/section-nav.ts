import { glideToSection } from "#app/lib/scroll/glide-to-section.ts";
import { SECTION_LINK, SPY } from "#app/lib/behaviour-markers.ts";

import { watchSections } from "./watch-sections.ts";

const SECTION_LINKS = `a[${SECTION_LINK}]`;

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * On the home page, whose navigation names the sections it follows (`data-spy`, rendered by
 * app/components/layout/navbar.tsx): marks the navigation's links to the section being read
 * (aria-current="location", which also highlights them), mirrors that section into the
 * address's hash, and turns a plain click on a section link into a glide to the section.
 * Anywhere else a section link is an ordinary link to the home page at the section.
 */
export function start(): void {
  const nav = document.querySelector<HTMLElement>(`[${SPY}]`);
  if (!nav) return;
  const links = nav.querySelectorAll<HTMLAnchorElement>(SECTION_LINKS);

  watchSections((nav.getAttribute(SPY) ?? "").split(" "), (active) => {
    for (const link of links) {
      if (active && link.hash === `#${active}`) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    }
    const { pathname, search, hash } = window.location;
    const wanted = active ? `#${active}` : "";
    if (hash !== wanted) {
      window.history.replaceState(window.history.state, "", `${pathname}${search}${wanted}`);
    }
  });

  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>(SECTION_LINKS);
    const id = link?.hash.slice(1);
    if (!id || !document.getElementById(id) || event.defaultPrevented || isModifiedClick(event)) {
      return;
    }
    event.preventDefault();
    void glideToSection(id);
  });
}
