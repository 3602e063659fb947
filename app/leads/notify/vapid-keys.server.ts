import { eq } from "drizzle-orm";
import webPush from "web-push";

import { serverKeys } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

/*
 * The server's VAPID key pair (Web Push's "who is sending"): browsers tie a subscription to the
 * public key it was made with, so every server on one database must send with the same pair,
 * and it must outlive restarts. Made at first start, with no setting to fill in: the first
 * server to insert its pair wins (ON CONFLICT DO NOTHING), and every server then uses what
 * is stored.
 */

/** The row of server_keys that holds the pair, as JSON (one row: both halves or neither). */
export const VAPID_KEY_NAME = "vapid";

export type VapidKeys = { publicKey: string; privateKey: string };

const isVapidKeys = (value: unknown): value is VapidKeys =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === "string" &&
  typeof (value as VapidKeys).privateKey === "string";

/** The stored pair, made and stored first if there is none. */
export async function ensureVapidKeys(db: Db): Promise<VapidKeys> {
  const made = webPush.generateVAPIDKeys();
  await db
    .insert(serverKeys)
    .values({ name: VAPID_KEY_NAME, value: JSON.stringify(made) })
    .onConflictDoNothing({ target: serverKeys.name });
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, VAPID_KEY_NAME));
  const stored: unknown = row ? JSON.parse(row.value) : undefined;
  if (!isVapidKeys(stored)) throw new Error("The stored VAPID keys are not a key pair.");
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/**
 * Whom a push service may contact about this server's messages (VAPID's `sub`): the site's
 * address when it is https, else the site's email (push services accept only https: and
 * mailto:).
 */
export function vapidSubject(origin: string, email: string): string {
  return new URL(origin).protocol === "https:" ? new URL(origin).origin : `mailto:${email}`;
}
