import { and, asc, eq, gt, isNull, lte, ne } from "drizzle-orm";

import { accountLinks, users, type AccountLinkKind, type Role } from "#app/db/schema.server.ts";
import type { Db, Tx } from "#app/db/store.server.ts";

import { AccountError, checkNewPassword, insertAccount, parseEmail } from "./accounts.server.ts";
import { audit } from "#app/inbox/team/audit.server.ts";
import { LINK_HOURS } from "./link-hours.ts";
import { hashPassword } from "./password.server.ts";
import { isToken, newToken, tokenHash } from "./random-token.server.ts";
import { revokeUserSessions, type SessionUser } from "./sessions.server.ts";

/*
 * One-time links that set a password: an owner's invitation (the account is made when its
 * link is used, with the role the owner chose) and a password reset (sent by an owner, or
 * asked for with "Forgot password?"). Only the token's hash is stored; a link works once,
 * until it expires, and a newer link for the same person, purpose and maker (an owner, or
 * "Forgot password?") replaces the older: asking for a link never cancels one an owner sent.
 * A reset is for its account by id, and ends with it; removing an owner or making them staff
 * also ends the links they made that would let an owner in.
 */

/** Who made a link asked for on the sign-in page (the audit's and the table's actor). */
export const FORGOT_PASSWORD = "forgot password";

/**
 * Who makes a link: a signed-in owner (by id as well as email: the link is theirs, and ends
 * with their removal if it would let an owner in), or FORGOT_PASSWORD.
 */
export type LinkMaker = Pick<SessionUser, "id" | "email"> | typeof FORGOT_PASSWORD;

export type NewLink = {
  kind: AccountLinkKind;
  email: string;
  /** The role an invitation gives. */
  role?: Role;
  createdBy: LinkMaker;
  now?: Date;
};

/**
 * Makes a link and returns its token (for the address, never stored), replacing the unused
 * links of the same person, purpose and kind of maker. An invitation for an email that has an
 * account, a reset for one that has none, or a link from an account that is not an owner (no
 * longer: removed or made staff since the page was shown) is an AccountError.
 */
export async function createAccountLink(
  db: Db,
  { kind, email: typed, role = "staff", createdBy, now = new Date() }: NewLink,
): Promise<{ token: string; expiresAt: Date }> {
  const email = parseEmail(typed);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LINK_HOURS[kind] * 3_600_000);
  const maker = createdBy === FORGOT_PASSWORD ? undefined : createdBy;
  await db.transaction(async (tx) => {
    if (maker) await holdOwner(tx, maker);
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (kind === "invite" && account) {
      throw new AccountError("exists", `${email} already has an account.`);
    }
    if (kind === "reset" && !account) {
      throw new AccountError("unknown", `There is no account for ${email}.`);
    }
    // A person may hold both an owner's link and one asked for: each replaces only its like.
    const sameMaker = maker
      ? ne(accountLinks.createdBy, FORGOT_PASSWORD)
      : eq(accountLinks.createdBy, FORGOT_PASSWORD);
    await tx.delete(accountLinks).where(and(unusedLinksOf(email, kind), sameMaker));
    // Expired links are no use to anyone: cleared here, as links are made, not on a timer.
    await tx.delete(accountLinks).where(lte(accountLinks.expiresAt, now));
    await tx.insert(accountLinks).values({
      id: tokenHash(token),
      kind,
      email,
      userId: kind === "reset" ? account!.id : null,
      role: kind === "invite" ? role : null,
      createdBy: maker?.email ?? FORGOT_PASSWORD,
      createdById: maker?.id ?? null,
      createdAt: now,
      expiresAt,
    });
    if (!maker) await audit(tx, email, "forgot-password");
    else if (kind === "invite") await audit(tx, maker.email, "user-invited", `${email} as ${role}`);
    else await audit(tx, maker.email, "reset-link", email);
  });
  return { token, expiresAt };
}

/**
 * Refuses a link from an account that is not an owner now, and holds its row until the link
 * is in: removing the owner or making them staff at the same moment waits, then ends the link
 * (the embedded store runs one transaction at a time anyway).
 */
async function holdOwner(tx: Tx, maker: Exclude<LinkMaker, typeof FORGOT_PASSWORD>) {
  const [row] = await tx
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, maker.id))
    .for("share");
  if (row?.role !== "owner") {
    throw new AccountError(
      "not-owner",
      `Only an owner can send this link: ${maker.email} is not one.`,
    );
  }
}

const unusedLinksOf = (email: string, kind: AccountLinkKind) =>
  and(eq(accountLinks.email, email), eq(accountLinks.kind, kind), isNull(accountLinks.usedAt));

/** What a usable link is for; undefined when it is unknown, used or expired. */
export type UsableLink = { kind: AccountLinkKind; email: string; role: Role | null };

/** The link of this token, if it still works. */
export async function usableLink(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<UsableLink | undefined> {
  if (!isToken(token)) return undefined;
  const [link] = await db
    .select({ kind: accountLinks.kind, email: accountLinks.email, role: accountLinks.role })
    .from(accountLinks)
    .where(and(eq(accountLinks.id, tokenHash(token)), stillWorks(now)))
    .limit(1);
  return link;
}

const stillWorks = (now: Date) => and(isNull(accountLinks.usedAt), gt(accountLinks.expiresAt, now));

/** A link that cannot be used: unknown, used already, or expired (the same to whoever holds it). */
export class LinkUnusable extends Error {
  override name = "LinkUnusable";
}

/**
 * Uses the link: sets the password of a new account (an invitation) or of the account (a
 * reset, which ends its sessions and phone alerts). Marked used in the same transaction, so
 * that two uses at once cannot both succeed. Returns the account, for signing it in.
 * LinkUnusable when it no longer works; an AccountError for a password that will not do.
 */
export async function redeemAccountLink(
  db: Db,
  token: string | undefined,
  password: string,
  now = new Date(),
): Promise<SessionUser> {
  await checkNewPassword(password);
  if (!isToken(token)) throw new LinkUnusable();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(accountLinks)
      .set({ usedAt: now })
      .where(and(eq(accountLinks.id, tokenHash(token)), stillWorks(now)))
      .returning();
    if (!link) throw new LinkUnusable();
    if (link.kind === "invite") {
      const account = await insertAccount(tx, {
        email: link.email,
        passwordHash,
        role: link.role ?? "staff",
        actor: link.email,
      });
      return { id: account.id, email: account.email, role: account.role };
    }
    // The account it was made for, by id: never a later account that was given its email.
    // (Removing that account deleted the link; a reset without one cannot be stored.)
    if (!link.userId) throw new LinkUnusable();
    const [account] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, link.userId))
      .returning({ id: users.id, email: users.email, role: users.role });
    if (!account) throw new LinkUnusable();
    // The account's other reset links (an owner's, one asked for) are keys it no longer needs.
    await tx
      .delete(accountLinks)
      .where(and(eq(accountLinks.userId, account.id), isNull(accountLinks.usedAt)));
    await revokeUserSessions(tx, account.id);
    await audit(tx, account.email, "password-set", "from a reset link");
    return account;
  });
}

export type PendingInvitation = {
  email: string;
  role: Role;
  createdBy: string;
  expiresAt: Date;
};

/** Invitations not yet used and not expired, by email. */
export async function pendingInvitations(db: Db, now = new Date()): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      email: accountLinks.email,
      role: accountLinks.role,
      createdBy: accountLinks.createdBy,
      expiresAt: accountLinks.expiresAt,
    })
    .from(accountLinks)
    .where(and(eq(accountLinks.kind, "invite"), stillWorks(now)))
    .orderBy(asc(accountLinks.email));
  return rows.map((row) => ({ ...row, role: row.role ?? "staff" }));
}

/** Withdraws the unused invitation of this email; whether there was one. */
export async function cancelInvitation(db: Db, email: string, actor: string): Promise<boolean> {
  const address = parseEmail(email);
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .delete(accountLinks)
      .where(unusedLinksOf(address, "invite"))
      .returning({ id: accountLinks.id });
    if (cancelled.length) await audit(tx, actor, "invitation-cancelled", address);
    return cancelled.length > 0;
  });
}
