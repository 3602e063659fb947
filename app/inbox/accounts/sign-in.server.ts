import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import { users } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { audit } from "#app/inbox/team/audit.server.ts";
import { isKnownDevice, issueDeviceToken } from "./known-device.server.ts";
import { hashPassword, PASSWORD_MAX_LENGTH, verifyPassword } from "./password.server.ts";
import {
  createSession,
  handOverDevices,
  revokeSession,
  sessionUser,
  type SessionUser,
} from "./sessions.server.ts";
import type { SignInLimiter } from "./sign-in-limits.server.ts";

/*
 * Signing in and out. A wrong password and an unknown email get the same answer, in about the
 * same time (an unknown email is checked against a dummy hash), so that the form does not
 * tell which emails have accounts. Guessing is limited per address, per account and address
 * (or account and known device), and slowed down per account; a known device is held only
 * by its own count. A stranger can lock out only themselves (decisions 017 and 031).
 */

export type SignInResult =
  | {
      ok: true;
      user: SessionUser;
      /** The new session's token, for the session cookie. */
      token: string;
      /** A new known-device token, for the device cookie (app/inbox/accounts/device-cookie.ts). */
      deviceToken: string;
    }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

export type SignInAttempt = {
  email: string;
  password: string;
  /** The client's address (the rate limits' key). */
  address: string;
  now?: Date;
  /** The session token the browser already had: a sign-in replaces it (rotation). */
  previousToken?: string;
  /** The browser's known-device token (its device cookie), if it has one. */
  deviceToken?: string;
};

/**
 * A hash no password matches, with the current parameters, for unknown emails. Made when the
 * module loads, so that even the first unknown email costs one hash, not two.
 */
const dummyHash = hashPassword(randomBytes(32).toString("base64"));

/**
 * Checks the email and password; on success, starts a new session (revoking the browser's
 * previous one) and returns its token for the cookie, with a new known-device token. Every
 * outcome is audited.
 */
export async function signIn(
  db: Db,
  {
    email: typed,
    password,
    address,
    now = new Date(),
    previousToken,
    deviceToken: presented,
  }: SignInAttempt,
  limiter: SignInLimiter,
): Promise<SignInResult> {
  const email = typed.trim().toLowerCase();
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // What was typed is logged only when it is an account's email: an unknown one may be a
  // password typed into the wrong field, or a stranger's address.
  const actor = account?.email ?? null;
  // Only a token signed for this very account (and its current password) counts.
  const device = account && isKnownDevice(presented, account, now) ? presented : undefined;

  const gate = await limiter.begin({ address, email, device, now });
  if (!gate.allowed) {
    if (gate.firstRefusal) await audit(db, actor, "sign-in-refused", "too many attempts");
    return { ok: false, reason: "limited", retryAfterSeconds: gate.retryAfterSeconds };
  }

  // A password longer than any that can be set is wrong whatever it starts with; it is
  // checked as an empty one (never an account's), so that it costs no more than another.
  const checkable = [...password].length <= PASSWORD_MAX_LENGTH ? password : "";
  const matches = await verifyPassword(checkable, account?.passwordHash ?? (await dummyHash));
  if (!account || !matches) {
    await audit(db, actor, "sign-in-refused", "wrong password");
    return { ok: false, reason: "invalid" };
  }

  await gate.succeeded();
  const token = await createSession(db, account.id, now);
  // Signing in again in a browser that was signed in keeps its phone alerts (the account's
  // own: another account's end with its session).
  await handOverDevices(db, previousToken, token, account.id);
  await revokeSession(db, previousToken);
  await audit(db, account.email, "sign-in");
  return {
    ok: true,
    user: { id: account.id, email: account.email, role: account.role },
    token,
    deviceToken: issueDeviceToken(account, now),
  };
}

/** Ends the session of this token and audits it; returns whose it was (null: no session). */
export async function signOut(
  db: Db,
  token: string | null | undefined,
  now = new Date(),
): Promise<SessionUser | null> {
  const user = await sessionUser(db, token, now);
  await revokeSession(db, token);
  if (user) await audit(db, user.email, "sign-out");
  return user;
}
