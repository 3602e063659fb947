import type { Role } from "#app/db/schema.server.ts";

/*
 * What each role may do, in one place for the pages and the nav: owners manage the accounts,
 * erase a person's data and export CSV; staff work the leads (everything else). The server
 * checks again in every loader and action (app/inbox/accounts/guard.server.ts); hiding is for clarity.
 */

export type { Role };

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", staff: "Staff" };

/** What the inbox's frame shows of the signed-in account: who, and which pages to offer. */
export type FrameAccount = { email: string; role: Role };

export const isOwner = (account: { role: Role } | undefined) => account?.role === "owner";
