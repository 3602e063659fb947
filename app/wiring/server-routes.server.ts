import { serverPaths } from "#app/pages/all-pages.ts";

/** A route pattern ("/admin/leads/:id") as a regular expression's source, dynamic segments open. */
const patternSource = (path: string) =>
  path
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");

/**
 * What may follow a route's address and still be that route: a trailing slash, or React
 * Router's client-navigation data request (`/admin.data`, `/admin/_.data`).
 */
const SUFFIX = "(?:/|\\.data|/_\\.data)?";

// React Router's route discovery (/__manifest) is not among them: every route is in the
// first page (routeDiscovery "initial"), so nothing asks for it and it is not found.
const SERVER_ROUTES = serverPaths.map((path) => ({
  path,
  pattern: new RegExp(`^${patternSource(path)}${SUFFIX}$`),
}));

/**
 * Every address only the Node server answers, as one regular expression that JavaScript and
 * nginx (PCRE) read alike. It is made from the "server" routes of app/pages/all-pages.ts, the one
 * list: the server (server/serve.ts), the nginx config (scripts/build/host-configs.ts) and the
 * page renderer (app/entry.server.tsx) all take it from here.
 */
export const SERVER_ADDRESSES = `^(?:${SERVER_ROUTES.map(({ path }) => patternSource(path)).join("|")})${SUFFIX}$`;

/**
 * The pattern of the server route an address belongs to ("/admin/leads/:id"), or undefined for
 * an address the server does not have (a file, a prerendered page or the 404 page). Pages
 * rendered per request get their nonce policy, and failures are logged by pattern, never by the
 * address's own values (app/entry.server.tsx).
 */
export function serverRouteOf(pathname: string): string | undefined {
  return SERVER_ROUTES.find(({ pattern }) => pattern.test(pathname))?.path;
}
