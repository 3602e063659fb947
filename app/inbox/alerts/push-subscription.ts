import { z } from "zod";

import { isPublicHost } from "#app/lib/public-address.ts";

/*
 * The shape of a browser's push subscription (PushSubscription.toJSON()) as the inbox accepts
 * it: where the push service takes messages for the device, and the device's keys that each
 * message is encrypted with (RFC 8291).
 */

/** Endpoints of real push services are a few hundred characters. */
const MAX_ENDPOINT_LENGTH = 2048;

/** Said under the field when an endpoint is refused. */
export const ENDPOINT_MESSAGE =
  "Alerts go only to a browser's push service on the internet, over https: this address is not one.";

/**
 * A push service's address (decision 030): https, on a host that may be public (never an
 * address of this machine or its network, in any spelling; URLs normalise IPv4's), without
 * credentials. The one exception is `testOrigin`, the end-to-end tests' stand-in push service
 * (PUSH_TEST_ORIGIN), matched by its exact scheme, host and port. Where a name points is
 * checked again when each alert is sent.
 */
export function isPushEndpoint(value: string, testOrigin?: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (testOrigin !== undefined && url.origin === testOrigin) return true;
  return url.protocol === "https:" && isPublicHost(url.hostname);
}

/** base64url (padding allowed) of exactly `bytes` bytes, whose first byte passes `first`. */
const base64urlOf = (bytes: number, first: (byte: number) => boolean = () => true) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => {
      const decoded = Uint8Array.from(atob(toBase64(value)), (char) => char.charCodeAt(0));
      return decoded.length === bytes && first(decoded[0]!);
    });

/** base64url as plain base64 with its padding, which atob reads everywhere. */
function toBase64(base64url: string): string {
  const plain = base64url.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  return plain + "=".repeat((4 - (plain.length % 4)) % 4);
}

/** A subscription as the inbox accepts it; `testOrigin` as isPushEndpoint takes it. */
export const pushSubscriptionShape = (testOrigin?: string) =>
  z.object({
    endpoint: z
      .string()
      .max(MAX_ENDPOINT_LENGTH)
      .refine((value) => isPushEndpoint(value, testOrigin), { message: ENDPOINT_MESSAGE }),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      /** The device's P-256 public key, uncompressed: 65 bytes starting with 4. */
      p256dh: base64urlOf(65, (byte) => byte === 4),
      /** The shared authentication secret: 16 bytes. */
      auth: base64urlOf(16),
    }),
  });

export type DeviceSubscription = z.infer<ReturnType<typeof pushSubscriptionShape>>;
