import { and, eq, lt } from "drizzle-orm";

import { pushSubscriptions, sessions, users, type Role } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { newToken, tokenHash } from "./random-token.server.ts";
import { isSessionToken, SESSION_IDLE_SECONDS } from "./session-cookie.ts";

/*
 * Server-side sessions. The browser holds a random token; the table holds only its SHA-256,
 * so a copy of the table (a backup, a leaked dump) signs nobody in. A session lasts while it
 * is used: one unused for SESSION_IDLE_SECONDS has expired. Revoking deletes the row.
 */

/** The signed-in account, as the inbox's routes see it: who, and what it may do. */
export type SessionUser = { id: string; email: string; role: Role };

const IDLE_MS = SESSION_IDLE_SECONDS * 1000;

/** `lastSeenAt` is written at most this often: a page view should not always be a write. */
export const SESSION_TOUCH_MS = 60 * 1000;

/** The row id of a token: its SHA-256 in hex. */
export const sessionId = tokenHash;

/** Starts a session for the account; returns its token (for the cookie, never stored). */
export async function createSession(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = newToken();
  // Sessions nobody comes back to are never found again; clear them here, at each sign-in,
  // instead of on a timer: the table stays as small as the number of browsers in use.
  await db.delete(sessions).where(lt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)));
  await db
    .insert(sessions)
    .values({ id: sessionId(token), userId, createdAt: now, lastSeenAt: now });
  return token;
}

/**
 * The account signed in with this token, or null when the session does not exist or has
 * been idle too long (then it is deleted). Marks the session as seen, at most once a minute.
 */
export async function sessionUser(
  db: Db,
  token: string | null | undefined,
  now = new Date(),
): Promise<SessionUser | null> {
  if (!isSessionToken(token)) return null;
  const id = sessionId(token);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (idle >= SESSION_TOUCH_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { id: row.id, email: row.email, role: row.role };
}

/**
 * Ends the session of this token (signing out), and the phone alerts turned on in it: a device
 * signed out of the inbox no longer hears of new leads. Nothing happens when there is none.
 */
export async function revokeSession(db: Db, token: string | null | undefined): Promise<void> {
  if (!isSessionToken(token)) return;
  const id = sessionId(token);
  await db.transaction(async (tx) => {
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, id));
    await tx.delete(sessions).where(eq(sessions.id, id));
  });
}

/**
 * Moves the account's phone alerts turned on in one session to another (signing in again in
 * the same browser), so that signing out of the new one ends them.
 */
export async function handOverDevices(
  db: Db,
  fromToken: string | null | undefined,
  toToken: string,
  userId: string,
): Promise<void> {
  if (!isSessionToken(fromToken)) return;
  await db
    .update(pushSubscriptions)
    .set({ sessionId: sessionId(toToken) })
    .where(
      and(
        eq(pushSubscriptions.sessionId, sessionId(fromToken)),
        eq(pushSubscriptions.userId, userId),
      ),
    );
}

/**
 * Ends every session of the account (its password was reset, or it was removed) and every
 * phone alert it turned on: whoever knew the old password may have turned one on. Returns how
 * many sessions ended. Takes a transaction too, so that the change and the sign-outs happen
 * together.
 */
export async function revokeUserSessions(db: Pick<Db, "delete">, userId: string): Promise<number> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}
