import { data } from "react-router";

import { adminPages } from "#app/pages/admin-pages.ts";

import type { FrameAccount } from "./roles.ts";
import type { SessionUser } from "./sessions.server.ts";

/** Whether the browser reached the site over HTTPS (directly, or through a trusted proxy). */
export const isSecure = (request: Request) => new URL(request.url).protocol === "https:";

/** Only the inbox's own addresses are places to return to after signing in. */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith("//")
    ? next
    : adminPages.adminInbox.path;
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
