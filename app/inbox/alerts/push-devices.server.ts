import { createHash, randomUUID } from "node:crypto";

import { and, asc, count, eq, ne } from "drizzle-orm";

import { pushSubscriptions } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { pushDeviceSaved } from "#app/db/push-devices-seen.ts";

import type { DeviceSubscription } from "./push-subscription.ts";

/*
 * The devices that get phone alerts, as an account sees and changes them: turned on in a
 * browser (its push subscription, tied to the session that turned it on), listed, turned off.
 * The outbox (app/leads/notify/) reads the same table to send each new lead to every device.
 */

/** Devices one account may have: a phone, a laptop, a tablet … and room for old ones. */
export const MAX_DEVICES_PER_ACCOUNT = 10;

/** A device as its account's list shows it. */
export type Device = {
  id: string;
  label: string;
  createdAt: Date;
  /**
   * The SHA-256 of its endpoint: the page finds "this device" by hashing its own endpoint,
   * without the endpoint (an address that takes messages for the device) being sent back.
   */
  endpointHash: string;
};

export const endpointHash = (endpoint: string) =>
  createHash("sha256").update(endpoint).digest("hex");

export type SaveDeviceResult = { ok: true; id: string } | { ok: false; reason: "too-many" };

/**
 * Stores a browser's subscription for the account, in this session. A browser subscribes
 * once: the same endpoint again (turned on again, or by another account in that browser)
 * replaces what was stored, so one device never gets an alert twice.
 */
export async function saveDevice(
  db: Db,
  {
    userId,
    sessionId,
    subscription,
    label,
    now = new Date(),
  }: {
    userId: string;
    sessionId: string;
    subscription: DeviceSubscription;
    label: string;
    now?: Date;
  },
): Promise<SaveDeviceResult> {
  const { endpoint, keys } = subscription;
  const result = await db.transaction(async (tx) => {
    const [others] = await tx
      .select({ total: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, endpoint)));
    if ((others?.total ?? 0) >= MAX_DEVICES_PER_ACCOUNT) {
      return { ok: false, reason: "too-many" } as const;
    }
    const values = { userId, sessionId, p256dh: keys.p256dh, auth: keys.auth, label };
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ id: randomUUID(), endpoint, createdAt: now, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning({ id: pushSubscriptions.id });
    return { ok: true, id: saved!.id } as const;
  });
  // Committed: a quote stored from now on asks for the devices again.
  if (result.ok) pushDeviceSaved(db);
  return result;
}

/** The account's devices, oldest first. */
export async function listDevices(db: Db, userId: string): Promise<Device[]> {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      label: pushSubscriptions.label,
      createdAt: pushSubscriptions.createdAt,
      endpoint: pushSubscriptions.endpoint,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map(({ endpoint, ...device }) => ({
    ...device,
    endpointHash: endpointHash(endpoint),
  }));
}

/** Turns one of the account's devices off, by its id or its endpoint; whether there was one. */
export async function removeDevice(
  db: Db,
  userId: string,
  which: { id: string } | { endpoint: string },
): Promise<boolean> {
  const match =
    "id" in which
      ? eq(pushSubscriptions.id, which.id)
      : eq(pushSubscriptions.endpoint, which.endpoint);
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), match))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** How many devices get alerts, whoever's: none, and a new lead may reach nobody. */
export async function countDevices(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pushSubscriptions);
  return row?.total ?? 0;
}
