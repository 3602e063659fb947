import { redirect } from "react-router";

import { isSecure } from "#app/inbox/accounts/guard.server.ts";
import { linkCookie } from "#app/inbox/accounts/link-cookie.ts";
import { isSessionToken, setCookieHeaders } from "#app/inbox/accounts/session-cookie.ts";
import { adminPages } from "#app/pages/admin-pages.ts";

import type { Route } from "./+types/admin-link-token";

/**
 * GET /admin/set-password/<token>, the emailed one-time link: its token goes into a short-lived
 * cookie and the browser on to /admin/set-password, an address without it (issue 55). Nothing
 * is checked or spent here: a mail scanner that opens the link first leaves it working, and
 * the page says whether the link still works. A token of another shape is not kept.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const secure = isSecure(request);
  const headers = isSessionToken(params.token)
    ? setCookieHeaders([linkCookie(params.token, { secure })])
    : new Headers();
  headers.set("Cache-Control", "no-store");
  headers.set("Referrer-Policy", "no-referrer");
  return redirect(adminPages.adminLink.path, { status: 303, headers });
}
