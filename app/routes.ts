import { index, route, type RouteConfig } from "@react-router/dev/routes";

import { buildLanguage } from "../scripts/build/build-language.ts";
import { languageRoutes } from "#app/pages/language-routes.ts";

// The spec's route table (§2), read from the site's pages (app/pages/all-pages.ts: the public
// pages' table and the inbox's); a Marathi or Hindi build has the public pages only
// (app/pages/language-routes.ts), under its basename.
// The articles share one route; every content/blog/<slug>.md is prerendered at /blogs/<slug>
// (app/wiring/prerender-paths.ts), so adding an article is adding a file and makes no page heavier
// (docs/decisions/007-one-article-route.md).
export default languageRoutes(buildLanguage()).map(({ path, module }) =>
  path === "/" ? index(module) : route(path.replace(/^\//, ""), module),
) satisfies RouteConfig;
