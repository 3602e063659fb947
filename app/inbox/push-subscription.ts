import { z } from "zod";

/*
 * The shape of a browser's push subscription (PushSubscription.toJSON()) as the inbox accepts
 * it: where the push service takes messages for the device, and the device's keys that each
 * message is encrypted with (RFC 8291).
 */

/** Endpoints of real push services are a few hundred characters. */
const MAX_ENDPOINT_LENGTH = 2048;

/** Addresses that reach only this machine: the one place a plain http endpoint is allowed. */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * A push service's address: https, as every browser's push service is; or plain http on
 * loopback, which reaches only this machine (the end-to-end tests' stand-in push service).
 */
export function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return (
    url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))
  );
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

export const pushSubscriptionShape = z.object({
  endpoint: z.string().max(MAX_ENDPOINT_LENGTH).refine(isPushEndpoint),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The device's P-256 public key, uncompressed: 65 bytes starting with 4. */
    p256dh: base64urlOf(65, (byte) => byte === 4),
    /** The shared authentication secret: 16 bytes. */
    auth: base64urlOf(16),
  }),
});

export type DeviceSubscription = z.infer<typeof pushSubscriptionShape>;
