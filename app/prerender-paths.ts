import { listArticleSlugs } from "#app/blog/article-files.ts";
import { filePaths, pagePaths, unlistedPaths } from "./all-pages.ts";
import { articlePath, NOT_FOUND_PATH } from "./site-pages.ts";

/**
 * The whole site is prerendered: every page, unlisted page and file of the table, every
 * article, the 404 page. Only the server's own routes (kind "server") are left out.
 */
export function prerenderPaths(): string[] {
  return [
    ...pagePaths,
    ...unlistedPaths,
    ...filePaths,
    ...listArticleSlugs().map(articlePath),
    NOT_FOUND_PATH,
  ];
}
