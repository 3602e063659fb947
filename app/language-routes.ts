import { allPages } from "./all-pages.ts";
import type { SiteLanguage } from "./site-languages.ts";
import { sitePages, type SitePage } from "./site-pages.ts";

/**
 * The routes of one language's build: English has them all (the public pages, the inbox, the
 * server's); Marathi and Hindi the public pages but for the English-only ones
 * (docs/decisions/028-languages-built-apart.md). Build code only.
 */
export function languageRoutes(language: SiteLanguage): SitePage[] {
  if (language === "en") return Object.values(allPages);
  return Object.values(sitePages as Record<string, SitePage>).filter((page) => !page.englishOnly);
}
