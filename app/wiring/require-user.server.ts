import { redirect, type RouterContextProvider } from "react-router";

import { isSecure, tokenFromCookie, sessionId, sessionUser } from "#app/inbox/index.server.ts";
import { SEARCH_WORDS } from "#app/inbox/index.ts";
import { adminPages } from "#app/pages/admin-pages.ts";

import { leadServices } from "./router-context.ts";

/**
 * The signed-in account, its session and the store, or a redirect to the sign-in page that comes back here
 * afterwards. Every inbox loader and action starts with it. Here, beside the request context it
 * reads, rather than in the inbox, which the services are made of.
 */
export async function requireUser(request: Request, context: Readonly<RouterContextProvider>) {
  const services = context.get(leadServices);
  const db = services.store.db;
  const token = tokenFromCookie(request.headers.get("cookie"), { secure: isSecure(request) });
  const user = await sessionUser(db, token, new Date());
  if (!user || !token) {
    const url = new URL(request.url);
    // Back to the same page after signing in, but not with an old link's words (a person's
    // email, a search): the sign-in page's address would hold them (issue 55).
    for (const word of SEARCH_WORDS) url.searchParams.delete(word);
    const next = encodeURIComponent(url.pathname + url.search);
    throw redirect(`${adminPages.adminLogin.path}?next=${next}`);
  }
  // The session's id (what is stored of it): phone alerts turned on now end with it.
  return { user, db, services, sessionId: sessionId(token) };
}
