import { listArticleSlugs } from "./blog/article-files";
import { articlePath, filePaths, NOT_FOUND_PATH, pagePaths } from "./site-pages";

/** The whole site is prerendered: every page and file of the table, every article, the 404 page. */
export function prerenderPaths(): string[] {
  return [...pagePaths, ...filePaths, ...listArticleSlugs().map(articlePath), NOT_FOUND_PATH];
}
