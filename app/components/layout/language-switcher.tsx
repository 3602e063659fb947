import { useLocation } from "react-router";

import { usePageLanguage } from "#app/ui/page-in-language.tsx";
import { m } from "#app/paraglide/messages.js";
import { LANGUAGE_NAMES, pathIn, SITE_LANGUAGES } from "#app/site/site-languages.ts";

import { cn } from "#app/ui/cn.ts";
import { LANGUAGE_SWITCH, marker } from "#app/lib/behaviour-markers.ts";

/**
 * The same page in the other languages, each named in its own script. Ordinary links that load
 * a document: each language is a build of its own (docs/decisions/028-languages-built-apart.md).
 * The router's location (read at build) is the page's address without the language prefix; the
 * section the visitor is at (the address's #anchor, when a click is made) goes along
 * (app/browser/language-switch.ts, which finds the list by `data-language-switch`).
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
  // While prerendering, the router's path ends in "/" ("/features/"); the pages' addresses do not.
  const path = switchTo ?? pathname.replace(/(.)\/$/, "$1");
  return (
    <ul
      aria-label={m.site_language_switcher()}
      {...marker(LANGUAGE_SWITCH)}
      className={cn("flex items-center gap-1", className)}
    >
      {SITE_LANGUAGES.filter((language) => language !== pageLanguage).map((language) => (
        <li key={language}>
          <a
            href={pathIn(language, path)}
            hrefLang={language}
            lang={language}
            className={linkClassName}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
}
