import type { MouseEvent } from "react";
import { useLocation } from "react-router";

import { usePageLanguage } from "#app/components/layout/page-in-language.tsx";
import { m } from "#app/paraglide/messages.js";
import { LANGUAGE_NAMES, pathIn, SITE_LANGUAGES } from "#app/site-languages.ts";

import { cn } from "#app/components/ui/cn.ts";

/**
 * The same page in the other languages, each named in its own script. Ordinary links that load
 * a document: each language is a build of its own (docs/decisions/028-languages-built-apart.md).
 * The router's location is the page's address without the language prefix; the section the
 * visitor is at (the address's #anchor, when a click is made) goes along.
 */
export function LanguageSwitcher({
  className,
  linkClassName,
}: {
  className?: string;
  linkClassName?: string;
}) {
  const { language: pageLanguage, switchTo } = usePageLanguage();
  const { pathname } = useLocation();
  // While prerendering, the router's path ends in "/" ("/features/"); in the browser it does not.
  const path = switchTo ?? pathname.replace(/(.)\/$/, "$1");
  const keepAnchor = (event: MouseEvent<HTMLAnchorElement>) => {
    const anchor = window.location.hash;
    if (anchor) event.currentTarget.hash = anchor;
  };
  return (
    <ul
      aria-label={m.site_language_switcher()}
      className={cn("flex items-center gap-1", className)}
    >
      {SITE_LANGUAGES.filter((language) => language !== pageLanguage).map((language) => (
        <li key={language}>
          <a
            href={pathIn(language, path)}
            hrefLang={language}
            lang={language}
            onClick={keepAnchor}
            className={linkClassName}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
}
