import { redirect } from "react-router";

import { audit } from "#app/inbox/audit.server.ts";
import { isSecure } from "#app/inbox/guard.server.ts";
import { clearedSessionCookie, tokenFromCookie } from "#app/inbox/session-cookie.ts";
import { revokeSession, sessionUser } from "#app/inbox/sessions.server.ts";
import { leadServices } from "#app/router-context.ts";
import { isAllowedOrigin } from "#app/request-origin.server.ts";
import { adminPages } from "#app/admin-pages.ts";

import type { Route } from "./+types/admin-logout";

/** POST /admin/logout: ends this browser's session (a resource route: it checks Origin itself). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(leadServices);
  if (!isAllowedOrigin(request, services.settings)) {
    return new Response("Refused: this request did not come from the inbox.", { status: 403 });
  }
  const token = tokenFromCookie(request.headers.get("cookie"));
  const user = await sessionUser(services.store.db, token, new Date());
  if (token) await revokeSession(services.store.db, token);
  if (user) await audit(services.store.db, user.email, "sign-out");
  return redirect(adminPages.adminLogin.path, {
    headers: { "Set-Cookie": clearedSessionCookie({ secure: isSecure(request) }) },
  });
}

export const loader = () => redirect(adminPages.adminInbox.path);
