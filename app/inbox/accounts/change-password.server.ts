import { and, eq } from "drizzle-orm";

import { pushSubscriptions, users } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { AccountError, checkNewPassword } from "./accounts.server.ts";
import { audit } from "#app/inbox/team/audit.server.ts";
import { passwordChangedDetail } from "#app/inbox/team/audit-words.ts";
import { issueDeviceToken } from "./known-device.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { createSession, revokeUserSessions, type SessionUser } from "./sessions.server.ts";
import { waitText, type SignInLimiter } from "./sign-in-limits.server.ts";

/*
 * A signed-in account changes its own password (ASVS 5.0 6.2.2, 6.2.3): the current password
 * first, counted by the sign-in limits as an attempt at the account from this address (a
 * session left open on a shared computer must not become a way to guess it), then the new one
 * under the same rules as everywhere else. Whoever may have known the old password loses what
 * it gave them: every session of the account ends, this browser's too, which gets a new one
 * (rotated, as at a sign-in), every phone alert stops, and every known-device token becomes
 * unknown (they are signed with the password's hash: app/inbox/accounts/known-device.server.ts).
 */

export type PasswordChange = {
  user: SessionUser;
  current: string;
  password: string;
  repeat: string;
  /** The client's address (the sign-in limits' key). */
  address: string;
  now?: Date;
};

/** What is wrong, by field: shown under each. */
export type ChangeProblems = { current?: string; password?: string; repeat?: string };

export type PasswordChangeResult =
  | {
      ok: true;
      /** This browser's new session, for the session cookie. */
      token: string;
      /** This browser's new known-device token (it just proved the password). */
      deviceToken: string;
      otherSessionsEnded: number;
      devicesEnded: number;
    }
  | { ok: false; problems: ChangeProblems; retryAfterSeconds?: number };

const WRONG_CURRENT = "That is not your current password.";

/** Checks the current password, then sets the new one and ends what the old one opened. */
export async function changePassword(
  db: Db,
  { user, current, password, repeat, address, now = new Date() }: PasswordChange,
  limiter: SignInLimiter,
): Promise<PasswordChangeResult> {
  const [account] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!account) throw new AccountError("unknown", `There is no account for ${user.email}.`);

  // What is wrong with the new password is said with a wrong current one, at once: no secret.
  const problems = await newPasswordProblems(password, repeat);

  const gate = await limiter.begin({ address, email: account.email, now });
  if (!gate.allowed) {
    if (gate.firstRefusal) {
      await audit(db, account.email, "password-change-refused", "too many attempts");
    }
    const wait = waitText(gate.retryAfterSeconds);
    return {
      ok: false,
      problems: { ...problems, current: `Too many attempts. Please wait ${wait} and try again.` },
      retryAfterSeconds: gate.retryAfterSeconds,
    };
  }
  if (!(await verifyPassword(current, account.passwordHash))) {
    await audit(db, account.email, "password-change-refused", "wrong current password");
    return { ok: false, problems: { ...problems, current: WRONG_CURRENT } };
  }
  await gate.succeeded();

  if (!problems.password && password.normalize("NFC") === current.normalize("NFC")) {
    problems.password = "The new password is the same as the current one: choose another.";
  }
  if (problems.password || problems.repeat) return { ok: false, problems };

  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Only over the hash that was checked: a change or reset in between wins, and this one
    // asks again rather than undo it.
    const [changed] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, account.id), eq(users.passwordHash, account.passwordHash)))
      .returning({ id: users.id });
    if (!changed) return { ok: false, problems: { current: WRONG_CURRENT } };
    const devices = await tx
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, account.id))
      .returning({ id: pushSubscriptions.id });
    // Every session, this one included: this browser gets a new token below.
    const sessionsEnded = await revokeUserSessions(tx, account.id);
    const otherSessionsEnded = Math.max(0, sessionsEnded - 1);
    const token = await createSession(tx, account.id, now);
    await audit(
      tx,
      account.email,
      "password-changed",
      passwordChangedDetail(otherSessionsEnded, devices.length),
    );
    return {
      ok: true,
      token,
      deviceToken: issueDeviceToken({ id: account.id, passwordHash }, now),
      otherSessionsEnded,
      devicesEnded: devices.length,
    };
  });
}

/** The new password's problems (length, the common list) and its repetition's. */
async function newPasswordProblems(password: string, repeat: string): Promise<ChangeProblems> {
  const problems: ChangeProblems = {};
  try {
    await checkNewPassword(password);
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    problems.password = error.message;
  }
  if (!problems.password && repeat !== password) {
    problems.repeat = "The two new passwords are not the same: type it again in both.";
  }
  return problems;
}
