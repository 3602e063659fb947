import { listArticleSlugs } from "#app/blog/article-files.ts";
import { listTranslationSlugs } from "#app/blog/translations.server.ts";
import { pagePaths, unlistedPaths } from "#app/pages/all-pages.ts";
import type { SiteLanguage } from "#app/site/site-languages.ts";
import { articlePath } from "#app/pages/site-pages.ts";

/** Every article's address, read from content/blog. */
export const ARTICLE_ROUTES = listArticleSlugs().map(articlePath);

/** The pages kept out of the sitemap and search results (noindex), such as /quote/sent. */
export const UNLISTED_ROUTES: readonly string[] = unlistedPaths;

/** What the sitemap lists: every page of the site (app/pages/all-pages.ts) and every article. */
export const SITEMAP_ROUTES: string[] = [...pagePaths, ...ARTICLE_ROUTES];

/** Every prerendered page a visitor can reach: the sitemap's and the unlisted ones. */
export const ALL_ROUTES: string[] = [...SITEMAP_ROUTES, ...UNLISTED_ROUTES];

/**
 * Every prerendered page in each language, by its English address: English has them all;
 * Marathi and Hindi the same pages and the articles translated into them
 * (docs/decisions/028-languages-built-apart.md).
 */
export const ROUTES_IN: Record<SiteLanguage, readonly string[]> = {
  en: ALL_ROUTES,
  mr: [...pagePaths, ...UNLISTED_ROUTES, ...listTranslationSlugs("mr").map(articlePath)],
  hi: [...pagePaths, ...UNLISTED_ROUTES, ...listTranslationSlugs("hi").map(articlePath)],
};
