import { filePaths } from "#app/pages/all-pages.ts";
import { NOT_FOUND_PATH } from "#app/pages/site-pages.ts";
import { pathIn, SITE_LANGUAGES } from "#app/site/site-languages.ts";
import { pageKey } from "#app/visits/index.server.ts";

import { prerenderPaths } from "./prerender-paths.ts";

/**
 * Every public page a visitor can be shown, by its path in its language ("/", "/mr/",
 * "/hi/blogs/restaurant"): the prerendered pages without the files (sitemap, robots, feed) and
 * the 404 page. What a page view may name (app/visits).
 */
export function publicPagePaths(): ReadonlySet<string> {
  const files = new Set([...filePaths, NOT_FOUND_PATH]);
  return new Set(
    SITE_LANGUAGES.flatMap((language) =>
      prerenderPaths(language)
        .filter((path) => !files.has(path))
        .map((path) => pageKey(pathIn(language, path))),
    ),
  );
}

let known: ReadonlySet<string> | undefined;

/** Whether a page's key is one of the public pages (the set read once: the articles are files). */
export function isPublicPage(path: string): boolean {
  known ??= publicPagePaths();
  return known.has(path);
}
