import { ARTICLES_DIR, listArticleSlugs, listTranslationSlugs } from "#app/blog/articles.server.ts";
import { filePaths, pagePaths, unlistedPaths } from "#app/pages/all-pages.ts";
import { languageRoutes } from "#app/pages/language-routes.ts";
import type { SiteLanguage } from "#app/site/site-languages.ts";
import { articlePath, NOT_FOUND_PATH } from "#app/pages/site-pages.ts";

/**
 * The whole site is prerendered: every page, unlisted page and file of the table, every
 * article, the 404 page. Only the server's own routes (kind "server") are left out. Marathi and
 * Hindi: the same (React Router puts them under the prefix), but for the English-only files (one sitemap, one
 * robots.txt, one web app manifest) and with only the articles translated into the language: one
 * published in English first (`englishFirst: true`) has no page there until its translation
 * comes; the language's lists link to its English page.
 */
export function prerenderPaths(
  language: SiteLanguage = "en",
  articlesDir = ARTICLES_DIR,
): string[] {
  if (language === "en") {
    return [
      ...pagePaths,
      ...unlistedPaths,
      ...filePaths,
      ...listArticleSlugs(articlesDir).map(articlePath),
      NOT_FOUND_PATH,
    ];
  }
  const routes = languageRoutes(language);
  const paths = routes
    .filter((page) => page.kind === "page" || page.kind === "unlisted" || page.kind === "file")
    .map((page) => page.path);
  // Without the prefix: React Router adds the build's basename (/mr/, /hi/) itself.
  return [
    ...paths,
    ...listTranslationSlugs(language, articlesDir).map(articlePath),
    NOT_FOUND_PATH,
  ];
}
