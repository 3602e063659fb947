import { randomUUID } from "node:crypto";

import { asc, eq } from "drizzle-orm";
import { z } from "zod";

import { users, type Role } from "#app/db/schema.server.ts";
import type { Db, Tx } from "#app/db/store.server.ts";

import { endLinksOf } from "./account-link-ends.server.ts";
import { audit } from "#app/inbox/team/audit.server.ts";
import { COMMON_PASSWORD_PROBLEM, isCommonPassword } from "./common-passwords.server.ts";
import { hashPassword, passwordProblem } from "./password.server.ts";
import { revokeUserSessions } from "./sessions.server.ts";

/*
 * The inbox's accounts: added, reset and removed from the command line (scripts/inbox.ts) and
 * by owners on the team page (app/routes/admin-team.tsx); the site has no sign-up page. Each
 * change is audited in its own transaction. There is always an owner: the last one can be
 * neither removed nor made staff.
 */

/** Who makes the changes when no account does: the audit log's actor. */
export const COMMAND_LINE = "command line";

export type Account = { id: string; email: string; role: Role; createdAt: Date };

export type AccountErrorCode =
  "invalid-email" | "exists" | "unknown" | "weak-password" | "last-owner" | "not-owner";

/** A refusal with a message for the person at the keyboard; `code` says which. */
export class AccountError extends Error {
  override name = "AccountError";
  readonly code: AccountErrorCode;
  constructor(code: AccountErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

const emailAddress = z.email().max(254);

/** The email, trimmed and lower-cased (the sign-in name); an AccountError when it is not one. */
export function parseEmail(input: string): string {
  const email = input.trim().toLowerCase();
  if (!emailAddress.safeParse(email).success) {
    throw new AccountError("invalid-email", `"${input}" is not an email address.`);
  }
  return email;
}

/**
 * Throws an AccountError when the password will not do: too short or too long, or on the list
 * of common passwords (checked here, on the server, and never in a page: the list is large).
 * Every way a password is set passes through here: the tool, invitations, resets, a change.
 */
export async function checkNewPassword(password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new AccountError("weak-password", problem);
  if (await isCommonPassword(password)) {
    throw new AccountError("weak-password", COMMON_PASSWORD_PROBLEM);
  }
}

const accountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};

/** The account with this email, if there is one (an AccountError when it is no email). */
export async function findAccount(db: Db, email: string): Promise<Account | undefined> {
  const [account] = await db
    .select(accountColumns)
    .from(users)
    .where(eq(users.email, parseEmail(email)))
    .limit(1);
  return account;
}

/**
 * Creates an account: an owner from the command line (which makes the first one), the role an
 * invitation gave otherwise. An AccountError for a bad email or password, or an existing account.
 */
export async function addUser(
  db: Db,
  email: string,
  password: string,
  { actor = COMMAND_LINE, role = "owner" }: { actor?: string; role?: Role } = {},
): Promise<Account> {
  const address = parseEmail(email);
  await checkNewPassword(password);
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) => insertAccount(tx, { email: address, passwordHash, role, actor }));
}

/** Inserts an account in the caller's transaction (an invitation's is used there too). */
export async function insertAccount(
  tx: Tx,
  {
    email,
    passwordHash,
    role,
    actor,
  }: { email: string; passwordHash: string; role: Role; actor: string },
): Promise<Account> {
  // On conflict: two runs at once, or an account added since the caller looked.
  const [added] = await tx
    .insert(users)
    .values({ id: randomUUID(), email, passwordHash, role })
    .onConflictDoNothing({ target: users.email })
    .returning(accountColumns);
  if (!added) throw new AccountError("exists", `An account for ${email} already exists.`);
  await audit(tx, actor, "user-added", `${email} as ${role}`);
  return added;
}

/**
 * Sets a new password and signs the account out everywhere (whoever knew the old one may be
 * signed in). Returns how many sessions were ended.
 */
export async function resetPassword(
  db: Db,
  email: string,
  password: string,
  actor = COMMAND_LINE,
): Promise<{ sessionsEnded: number }> {
  const address = parseEmail(email);
  await checkNewPassword(password);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.email, address))
      .returning({ id: users.id });
    if (!account) throw unknownAccount(address);
    const sessionsEnded = await revokeUserSessions(tx, account.id);
    await audit(tx, actor, "password-reset", address);
    return { sessionsEnded };
  });
}

/**
 * Deletes the account, its sessions and phone alerts, and ends the links made for it and the
 * links it made that would let an owner in; not the last owner. Its name stays in the audit
 * log and lead history.
 */
export async function removeUser(
  db: Db,
  email: string,
  actor = COMMAND_LINE,
): Promise<{ sessionsEnded: number }> {
  const address = parseEmail(email);
  return db.transaction(async (tx) => {
    const { account, lastOwner } = await lockedForChange(tx, address);
    if (lastOwner) throw lastOwnerError(address, "removed");
    await endLinksOf(tx, { id: account.id, email: address }, actor);
    // The foreign key would cascade too; revoking first says how many were signed out.
    const sessionsEnded = await revokeUserSessions(tx, account.id);
    await tx.delete(users).where(eq(users.id, account.id));
    await audit(tx, actor, "user-removed", address);
    return { sessionsEnded };
  });
}

/**
 * Makes the account an owner or staff; the last owner stays an owner. Made staff, it keeps no
 * link made for it, and none it made that would let an owner in.
 */
export async function changeRole(
  db: Db,
  email: string,
  role: Role,
  actor: string,
): Promise<{ changed: boolean }> {
  const address = parseEmail(email);
  return db.transaction(async (tx) => {
    const { account, lastOwner } = await lockedForChange(tx, address);
    if (account.role === role) return { changed: false };
    if (lastOwner) throw lastOwnerError(address, "made staff");
    if (role === "staff") await endLinksOf(tx, { id: account.id, email: address }, actor);
    await tx.update(users).set({ role }).where(eq(users.id, account.id));
    await audit(tx, actor, "role-changed", `${address}: ${account.role} → ${role}`);
    return { changed: true };
  });
}

/**
 * The account about to be removed or given another role, and whether it is the last owner.
 * The owners' rows are locked until the transaction ends: two owners demoting or removing each
 * other at once take turns, and the second sees that only one owner is left (PostgreSQL; the
 * embedded store runs one transaction at a time anyway).
 */
async function lockedForChange(tx: Tx, email: string) {
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "owner"))
    .for("update");
  const [account] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!account) throw unknownAccount(email);
  return { account, lastOwner: account.role === "owner" && owners.length <= 1 };
}

/** Every account, by email. */
export async function listUsers(db: Db): Promise<Account[]> {
  return db.select(accountColumns).from(users).orderBy(asc(users.email));
}

const unknownAccount = (email: string) =>
  new AccountError("unknown", `There is no account for ${email}.`);

const lastOwnerError = (email: string, what: string) =>
  new AccountError(
    "last-owner",
    `${email} is the only owner and cannot be ${what}: make another account an owner first.`,
  );
