import { listArticleSlugs } from "../app/blog/article-files";
import { SITE_PAGES } from "../app/content/site-pages";

/** Every route of the spec's table (§2), with the articles read from content/blog. */
export const ARTICLE_ROUTES = listArticleSlugs().map((slug) => `/blogs/${slug}`);

export const ALL_ROUTES: string[] = [...SITE_PAGES, ...ARTICLE_ROUTES];
