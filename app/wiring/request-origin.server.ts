import { logRefusedOrigin } from "./refused-origins.server.ts";
import { siteConfig } from "#app/site/site.config.ts";

import type { LeadSettings } from "#app/site/settings.server.ts";

/**
 * What the origin check reads of a request: a fetch Request's, or the Node server's own for
 * the one address it answers without React Router (the visit beacon, ./visit-beacon.server.ts).
 */
export type RequestLike = {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
};

/**
 * Whether a state-changing request comes from the site's own pages. Browsers send `Origin`
 * with every POST; a request without one (a server, curl) is not a cross-site forgery. The
 * request's own origin (behind a trusted proxy: the forwarded protocol and host), the site
 * config's origin and PUBLIC_ORIGIN are accepted. A refusal is logged (once a minute per route).
 */
export function isAllowedOrigin(
  request: RequestLike,
  settings: Pick<LeadSettings, "publicOrigin">,
) {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  const allowed = [new URL(request.url).origin, siteConfig.origin, settings.publicOrigin];
  if (allowed.includes(origin)) return true;
  logRefusedOrigin(request);
  return false;
}
