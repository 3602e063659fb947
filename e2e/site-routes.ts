import { listArticleSlugs } from "../app/blog/article-files";

/** Every route of the spec's table (§2), with the articles read from content/blog. */
export const SECTION_ROUTES = [
  "/features",
  "/one-time",
  "/testimonials",
  "/blogs",
  "/about-us",
  "/contact",
  "/services",
  "/contents",
] as const;

export const ARTICLE_ROUTES = listArticleSlugs().map((slug) => `/blogs/${slug}`);

export const ALL_ROUTES = ["/", ...SECTION_ROUTES, "/allblogs", ...ARTICLE_ROUTES];
