import { eq } from "drizzle-orm";
import { Agent, fetch } from "undici";
import webPush from "web-push";

import { pushSubscriptions } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { addressBytes, isPublicAddress } from "#app/lib/public-address.ts";
import { PUSH_REASONS } from "#app/lib/push-reasons.ts";
import { DeliveryError, type Deliverer } from "./deliverer.ts";
import { pushPayloadFor } from "./push-payload.ts";
import { publicLookup, type Resolve } from "./public-lookup.server.ts";
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
  /** PUSH_TEST_ORIGIN: the end-to-end tests' push service, sent to outside the rule below. */
  testOrigin?: string;
  /** How an endpoint's name is looked up (the system's resolver); tests replace it. */
  resolve?: Resolve;
};

/**
 * Whether an endpoint may be sent to before its name is looked up: https, and an address
 * written in it public. Subscriptions are checked when they are made; this refuses one stored
 * under an older rule, and the lookup refuses a name whose answer is not public (decision 030).
 */
function mayConnect(endpoint: URL): boolean {
  if (endpoint.protocol !== "https:") return false;
  return addressBytes(endpoint.hostname) === undefined || isPublicAddress(endpoint.hostname);
}

/**
 * Sends a lead's alert to one device: the notification's target is the subscription's id. The
 * payload is encrypted for that browser (aes128gcm, RFC 8291) and signed with the server's
 * VAPID key, so the push service carries it without being able to read it. A subscription the
 * service reports gone (404, 410) is deleted and the notification given up at once; any other
 * failure, a name that does not resolve to a public address included, is retried on the
 * outbox's schedule. The reason stored is one of PUSH_REASONS, never the service's answer.
 */
export function pushDeliverer({
  db,
  keys,
  subject,
  testOrigin,
  resolve,
}: PushDelivererOptions): Deliverer {
  const vapidDetails = { subject, ...keys };
  // Every alert's socket connects to an address this lookup gave, and it gives public ones only.
  const publicAgent = new Agent({ connect: { lookup: publicLookup(resolve) } });
  const testAgent = testOrigin === undefined ? undefined : new Agent();
  return async (lead, { target }) => {
    const [device] = target
      ? await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, target))
      : [];
    // Signed out there, or turned off, after the lead arrived: nobody is left to tell.
    if (!device) throw new DeliveryError(PUSH_REASONS.off, { quiet: true });
    const endpoint = URL.parse(device.endpoint);
    const toTest = testAgent && endpoint?.origin === testOrigin;
    if (!endpoint || (!toTest && !mayConnect(endpoint))) {
      throw new DeliveryError(PUSH_REASONS.unreachable);
    }
    const request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(pushPayloadFor(lead)),
      { vapidDetails, TTL: PUSH_TTL_SECONDS, urgency: "high", contentEncoding: "aes128gcm" },
    );
    let response: Awaited<ReturnType<typeof fetch>>;
    try {
      response = await fetch(request.endpoint, {
        method: "POST",
        headers: request.headers,
        body: new Uint8Array(request.body),
        redirect: "manual",
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        dispatcher: toTest ? testAgent : publicAgent,
      });
    } catch {
      throw new DeliveryError(PUSH_REASONS.unreachable);
    }
    await response.body?.cancel();
    if (response.ok) return;
    if (GONE.has(response.status)) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      throw new DeliveryError(PUSH_REASONS.gone, { permanent: true });
    }
    throw new DeliveryError(PUSH_REASONS.refused);
  };
}
