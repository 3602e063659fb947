import { listArticleSlugs } from "../app/blog/article-files";
import { articlePath, pagePaths } from "../app/site-pages";

/** Every article's address, read from content/blog. */
export const ARTICLE_ROUTES = listArticleSlugs().map(articlePath);

/** Every page of the site (app/site-pages.ts) and every article. */
export const ALL_ROUTES: string[] = [...pagePaths, ...ARTICLE_ROUTES];
