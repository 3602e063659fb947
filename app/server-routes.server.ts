import { matchPath } from "react-router";

import { serverPaths } from "./site-pages.ts";

/** What React Router answers besides the routes: its route discovery. */
const MANIFEST_PATH = "/__manifest";

/**
 * The pattern of the server route an address belongs to ("/admin/leads/:id"), or undefined for
 * an address the server does not have. A client-navigation data request (`/admin.data`,
 * `/admin/_.data`) belongs to its route. The Node server answers 404 for undefined
 * (server/serve.js), pages rendered per request get their nonce policy, and failures are
 * logged by pattern, never by the address's own values (app/entry.server.tsx).
 */
export function serverRouteOf(pathname: string): string | undefined {
  const route = pathname.endsWith("/_.data")
    ? pathname.slice(0, -"_.data".length)
    : pathname.replace(/\.data$/, "");
  return [...serverPaths, MANIFEST_PATH].find(
    (path) => matchPath({ path, end: true }, route) !== null,
  );
}
