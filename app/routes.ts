import { index, route, type RouteConfig } from "@react-router/dev/routes";

import { sitePages } from "./site-pages.ts";

// The spec's route table (§2), read from the one table of the site's pages (app/site-pages.ts).
// The articles share one route; every content/blog/<slug>.md is prerendered at /blogs/<slug>
// (app/prerender-paths.ts), so adding an article is adding a file and makes no page heavier
// (docs/decisions/007-one-article-route.md).
export default Object.values(sitePages).map(({ path, module }) =>
  path === "/" ? index(module) : route(path.replace(/^\//, ""), module),
) satisfies RouteConfig;
