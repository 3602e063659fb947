import { logRefusedOrigin } from "./refused-origins.server.ts";
import { siteConfig } from "#app/site/site.config.ts";

import type { LeadSettings } from "#app/site/settings.server.ts";

/**
 * Whether a state-changing request comes from the site's own pages. Browsers send `Origin`
 * with every POST; a request without one (a server, curl) is not a cross-site forgery. The
 * request's own origin (behind a trusted proxy: the forwarded protocol and host), the site
 * config's origin and PUBLIC_ORIGIN are accepted. A refusal is logged (once a minute per route).
 */
export function isAllowedOrigin(request: Request, settings: Pick<LeadSettings, "publicOrigin">) {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  const allowed = [new URL(request.url).origin, siteConfig.origin, settings.publicOrigin];
  if (allowed.includes(origin)) return true;
  logRefusedOrigin(request);
  return false;
}
