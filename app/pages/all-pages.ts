import { adminPages } from "./admin-pages.ts";
import { sitePages, type SitePage } from "./site-pages.ts";

/**
 * Every route of the site, once: the public pages and the inbox's. The route table
 * (app/routes.ts), the prerender list (app/wiring/prerender-paths.ts), the sitemap, the article link
 * check and the server's own addresses derive from it. Build and server code only: a page's
 * JavaScript imports the table it needs (site-pages or admin-pages), never both.
 */
export const allPages: Readonly<Record<string, SitePage>> = { ...sitePages, ...adminPages };

const entries: readonly SitePage[] = Object.values(allPages);

/** The paths of the site's own documents, articles apart: what the sitemap lists. */
export const pagePaths: readonly string[] = entries
  .filter((page) => page.kind === "page")
  .map((page) => page.path);

/** The prerendered files for machines (sitemap, robots, feed, manifest). */
export const filePaths: readonly string[] = entries
  .filter((page) => page.kind === "file")
  .map((page) => page.path);

/**
 * Pages prerendered like the others but listed nowhere: not in the sitemap, marked noindex.
 * robots.txt leaves them open: a crawler must fetch a page to read its noindex.
 */
export const unlistedPaths: readonly string[] = entries
  .filter((page) => page.kind === "unlisted")
  .map((page) => page.path);

/** The paths only the running server answers (the static server passes them to React Router). */
export const serverPaths: readonly string[] = entries
  .filter((page) => page.kind === "server")
  .map((page) => page.path);
