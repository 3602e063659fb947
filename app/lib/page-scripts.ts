import type { SiteLanguage } from "#app/site/site-languages.ts";

/**
 * Each language's script for the public pages (app/browser/page.ts as built), set by the
 * builds (scripts/build/page-scripts.ts); unset in the unit tests.
 */
declare const __PAGE_SCRIPTS__: Record<SiteLanguage, string> | undefined;

/** The address of the one script a public page in `language` loads. */
export function pageScriptOf(language: SiteLanguage): string {
  return typeof __PAGE_SCRIPTS__ === "undefined"
    ? "/app/browser/page.ts"
    : __PAGE_SCRIPTS__[language];
}
