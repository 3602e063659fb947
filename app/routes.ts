import { index, route, type RouteConfig } from "@react-router/dev/routes";

import { allPages } from "./all-pages.ts";

// The spec's route table (§2), read from the site's pages (app/all-pages.ts: the public
// pages' table and the inbox's).
// The articles share one route; every content/blog/<slug>.md is prerendered at /blogs/<slug>
// (app/prerender-paths.ts), so adding an article is adding a file and makes no page heavier
// (docs/decisions/007-one-article-route.md).
export default Object.values(allPages).map(({ path, module }) =>
  path === "/" ? index(module) : route(path.replace(/^\//, ""), module),
) satisfies RouteConfig;
