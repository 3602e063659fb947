import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

import { users } from "~/leads/schema.server";
import type { Db } from "~/leads/store.server";

import { audit } from "./audit.server";
import { hashPassword, verifyPassword } from "./password.server";
import { createSession, revokeSession, sessionUser, type SessionUser } from "./sessions.server";

/*
 * Signing in and out. A wrong password and an unknown email get the same answer, in about the
 * same time (an unknown email is checked against a dummy hash), so that the form does not
 * tell which emails have accounts. Guessing is limited per address and per typed email.
 */

export type SignInResult =
  | { ok: true; user: SessionUser; token: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

export type SignInAttempt = {
  email: string;
  password: string;
  /** The client's address (the rate limit's key). */
  address: string;
  now?: Date;
  /** The session token the browser already had: a sign-in replaces it (rotation). */
  previousToken?: string;
};

/**
 * A hash no password matches, with the current parameters, for unknown emails. Made when the
 * module loads, so that even the first unknown email costs one hash, not two.
 */
const dummyHash = hashPassword(randomBytes(32).toString("base64"));

/**
 * Checks the email and password; on success, starts a new session (revoking the browser's
 * previous one) and returns its token for the cookie. Every outcome is audited.
 */
export async function signIn(
  db: Db,
  { email: typed, password, address, now = new Date(), previousToken }: SignInAttempt,
  limiter: SignInLimiter,
): Promise<SignInResult> {
  const email = typed.trim().toLowerCase();
  const [account] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // What was typed is logged only when it is an account's email: an unknown one may be a
  // password typed into the wrong field, or a stranger's address.
  const actor = account?.email ?? null;

  const gate = await limiter.begin(address, email);
  if (!gate.allowed) {
    if (gate.firstRefusal) await audit(db, actor, "sign-in-refused", "too many attempts");
    return { ok: false, reason: "limited", retryAfterSeconds: gate.retryAfterSeconds };
  }

  const matches = await verifyPassword(password, account?.passwordHash ?? (await dummyHash));
  if (!account || !matches) {
    await audit(db, actor, "sign-in-refused", "wrong password");
    return { ok: false, reason: "invalid" };
  }

  await limiter.succeeded(address, email);
  await revokeSession(db, previousToken);
  const token = await createSession(db, account.id, now);
  await audit(db, account.email, "sign-in");
  return { ok: true, user: { id: account.id, email: account.email }, token };
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

/** Counts sign-in attempts per client address and per typed email. */
export type SignInLimiter = {
  /**
   * Counts an attempt before its password is checked (so that parallel attempts cannot all
   * slip under the limit), or refuses it when the address or the email is over its limit.
   * `firstRefusal` is true once per address or email and window: worth an audit entry, where
   * every refusal would let a locked-out client fill the log at no cost.
   */
  begin(
    address: string,
    email: string,
  ): Promise<
    { allowed: true } | { allowed: false; retryAfterSeconds: number; firstRefusal: boolean }
  >;
  /** The password was right: the attempt is no failure, and the email's count starts over. */
  succeeded(address: string, email: string): Promise<void>;
};

export type SignInLimits = {
  /** Failed attempts from one address per window (an office shares one address). */
  perAddress: number;
  /** Failed attempts at one email per window, from anywhere. */
  perAccount: number;
  windowSeconds: number;
};

export const SIGN_IN_LIMITS: SignInLimits = {
  perAddress: 20,
  perAccount: 5,
  windowSeconds: 15 * 60,
};

/**
 * The sign-in limits, kept in this process's memory: a restart forgets them, and each
 * server process counts on its own (N processes allow N times the attempts).
 */
export function createSignInLimiter(limits: SignInLimits = SIGN_IN_LIMITS): SignInLimiter {
  const duration = limits.windowSeconds;
  const byAddress = new RateLimiterMemory({ points: limits.perAddress, duration });
  const byAccount = new RateLimiterMemory({ points: limits.perAccount, duration });
  const reported = new RateLimiterMemory({ points: 1, duration });

  return {
    async begin(address, email) {
      const counts = [
        { limiter: byAddress, key: `address ${address}` },
        { limiter: byAccount, key: `account ${email}` },
      ];
      const waits = await Promise.all(counts.map(({ limiter, key }) => consume(limiter, key)));
      const refused = counts.filter((_, index) => waits[index] !== undefined);
      if (!refused.length) return { allowed: true };
      // Only attempts whose password is checked count: give back what the other limit took.
      await Promise.all(
        counts.map(({ limiter, key }, index) =>
          waits[index] === undefined ? limiter.reward(key) : undefined,
        ),
      );
      const firstRefusal = (await consume(reported, refused[0]!.key)) === undefined;
      const waitMs = Math.max(...waits.map((wait) => wait ?? 0));
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
        firstRefusal,
      };
    },
    async succeeded(address, email) {
      await Promise.all([
        byAddress.reward(`address ${address}`),
        byAccount.delete(`account ${email}`),
      ]);
    },
  };
}

/** Counts one point: undefined when it was allowed, else how long to wait (ms). */
async function consume(limiter: RateLimiterMemory, key: string): Promise<number | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
    throw rejection;
  }
}
