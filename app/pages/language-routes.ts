import { allPages } from "./all-pages.ts";
import type { SiteLanguage } from "#app/site/site-languages.ts";
import { sitePages, type SitePage } from "./site-pages.ts";

/**
 * The routes of one language's build: English has them all (the public pages, the inbox, the
 * server's); Marathi and Hindi the public pages but for the English-only ones
 * (docs/decisions/028-languages-built-apart.md). Build code only.
 */
export function languageRoutes(language: SiteLanguage): SitePage[] {
  if (language === "en") return Object.values(allPages);
  return Object.entries(sitePages)
    .filter(([key]) => !ENGLISH_ONLY.has(key as keyof typeof sitePages))
    .map(([, page]) => page);
}

/**
 * Only in English: one file for the whole site (the sitemap lists every language), and the page
 * the English server renders for a quote it could not store (in the quote's language). Kept
 * here, out of the table the pages' scripts carry.
 */
const ENGLISH_ONLY = new Set<keyof typeof sitePages>([
  "sitemap",
  "robots",
  "webManifest",
  "leadsApi",
  "quoteRetry",
]);
