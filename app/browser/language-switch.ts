import { LANGUAGE_SWITCH } from "#app/lib/behaviour-markers.ts";

/**
 * The language switcher's links (app/components/layout/language-switcher.tsx) lead to the same
 * page in another language; a click takes the section the visitor is at (the address's #anchor,
 * which the navigation keeps up to date on the home page) along.
 */
export function start(): void {
  if (!document.querySelector(`[${LANGUAGE_SWITCH}]`)) return;
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>(`[${LANGUAGE_SWITCH}] a`);
    const anchor = window.location.hash;
    if (link && anchor) link.hash = anchor;
  });
}
