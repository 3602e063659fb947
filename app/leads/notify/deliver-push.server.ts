import { eq } from "drizzle-orm";
import webPush from "web-push";

import { pushSubscriptions } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { DeliveryError, fetchFailureReason, type Deliverer } from "./deliverer.ts";
import { pushPayloadFor } from "./push-payload.ts";
import type { VapidKeys } from "./vapid-keys.server.ts";

/** How long the push service has to take the message. */
export const PUSH_TIMEOUT_MS = 10_000;

/** How long a push service keeps an alert for a phone that is off: a day, then it is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The push service's words for "this subscription no longer exists" (RFC 8030, 8.3). */
const GONE = new Set([404, 410]);

export type PushDelivererOptions = {
  db: Db;
  keys: VapidKeys;
  /** VAPID's subject: the site's https address, or mailto: its email (vapid-keys.server.ts). */
  subject: string;
  fetcher?: typeof fetch;
};

/**
 * Sends a lead's alert to one device: the notification's target is the subscription's id. The
 * payload is encrypted for that browser (aes128gcm, RFC 8291) and signed with the server's
 * VAPID key, so the push service carries it without being able to read it. A subscription the
 * service reports gone (404, 410) is deleted and the notification given up at once; any other
 * failure is retried on the outbox's schedule.
 */
export function pushDeliverer({
  db,
  keys,
  subject,
  fetcher = fetch,
}: PushDelivererOptions): Deliverer {
  const vapidDetails = { subject, ...keys };
  return async (lead, { target }) => {
    const [device] = target
      ? await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, target))
      : [];
    // Signed out there, or turned off, after the lead arrived: nobody is left to tell.
    if (!device) throw new DeliveryError("alerts were turned off on that device", { quiet: true });
    const request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(pushPayloadFor(lead)),
      { vapidDetails, TTL: PUSH_TTL_SECONDS, urgency: "high", contentEncoding: "aes128gcm" },
    );
    let response: Response;
    try {
      response = await fetcher(request.endpoint, {
        method: "POST",
        headers: request.headers,
        body: new Uint8Array(request.body),
        redirect: "manual",
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(`the push service ${fetchFailureReason(error, PUSH_TIMEOUT_MS)}`);
    }
    await response.body?.cancel();
    if (response.ok) return;
    if (GONE.has(response.status)) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      throw new DeliveryError(
        `the push service answered ${response.status}: the device's alerts have ended, so it was removed`,
        { permanent: true },
      );
    }
    throw new DeliveryError(`the push service answered ${response.status}`);
  };
}
