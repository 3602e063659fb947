import { data, redirect, type RouterContextProvider } from "react-router";

import { leadServices } from "#app/router-context.ts";
import { adminPages } from "#app/admin-pages.ts";

import type { FrameAccount } from "./roles.ts";
import { sessionId, sessionUser, type SessionUser } from "./sessions.server.ts";
import { tokenFromCookie } from "./session-cookie.ts";

/** Whether the browser reached the site over HTTPS (directly, or through a trusted proxy). */
export const isSecure = (request: Request) => new URL(request.url).protocol === "https:";

/** Only the inbox's own addresses are places to return to after signing in. */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith("//")
    ? next
    : adminPages.adminInbox.path;
}

/**
 * The signed-in account, its session and the store, or a redirect to the sign-in page that comes back here
 * afterwards. Every inbox loader and action starts with it.
 */
export async function requireUser(request: Request, context: Readonly<RouterContextProvider>) {
  const services = context.get(leadServices);
  const db = services.store.db;
  const token = tokenFromCookie(request.headers.get("cookie"), { secure: isSecure(request) });
  const user = await sessionUser(db, token, new Date());
  if (!user || !token) {
    const url = new URL(request.url);
    const next = encodeURIComponent(url.pathname + url.search);
    throw redirect(`${adminPages.adminLogin.path}?next=${next}`);
  }
  // The session's id (what is stored of it): phone alerts turned on now end with it.
  return { user, db, services, sessionId: sessionId(token) };
}

export const frameAccount = ({ email, role }: SessionUser): FrameAccount => ({ email, role });

/**
 * The page a staff account gets at an owner's page (the team, a person's data): said in words
 * with 403, inside the inbox's frame, rather than an error. `what`: "manage the accounts".
 */
export const ownersOnly = (user: SessionUser, what: string) =>
  data({ ownersOnly: true as const, account: frameAccount(user), what }, { status: 403 });

/** An action's refusal to staff: 403 and the reason, shown where the form's errors go. */
export const ownersOnlyAction = (what: string) =>
  data({ error: `Only an owner can ${what}.` }, { status: 403 });
