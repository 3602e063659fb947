import { redirect } from "react-router";

import { audit } from "#app/inbox/team/audit.server.ts";
import { isSecure } from "#app/inbox/accounts/guard.server.ts";
import {
  clearedSessionCookie,
  setCookieHeaders,
  tokenFromCookie,
} from "#app/inbox/accounts/session-cookie.ts";
import { revokeSession, sessionUser } from "#app/inbox/accounts/sessions.server.ts";
import { clearedUnprefixedCookies } from "#app/inbox/accounts/unprefixed-cookies.ts";
import { leadServices } from "#app/wiring/router-context.ts";
import { isAllowedOrigin } from "#app/wiring/request-origin.server.ts";
import { adminPages } from "#app/pages/admin-pages.ts";

import type { Route } from "./+types/admin-logout";

/** POST /admin/logout: ends this browser's session (a resource route: it checks Origin itself). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(leadServices);
  if (!isAllowedOrigin(request, services.settings)) {
    return new Response("Refused: this request did not come from the inbox.", { status: 403 });
  }
  const cookies = request.headers.get("cookie");
  const secure = isSecure(request);
  const token = tokenFromCookie(cookies, { secure });
  const user = await sessionUser(services.store.db, token, new Date());
  if (token) await revokeSession(services.store.db, token);
  if (user) await audit(services.store.db, user.email, "sign-out");
  // The known-device cookie stays: the browser remains known to the sign-in (decision 017).
  const signedOut = setCookieHeaders([
    clearedSessionCookie({ secure }),
    ...clearedUnprefixedCookies(cookies, { secure }),
  ]);
  return redirect(adminPages.adminLogin.path, { headers: signedOut });
}

export const loader = () => redirect(adminPages.adminInbox.path);
