import { createHmac, timingSafeEqual } from "node:crypto";

import { DEVICE_MAX_AGE_SECONDS, isDeviceToken } from "./device-cookie.ts";

/*
 * Known devices. A browser that signed in to an account gets `<issuedAt>.<signature>`: the
 * HMAC-SHA256 of the account's id and the time, keyed by the account's password hash. No
 * table and no secret of its own: the server can check it from the account's row, a
 * password reset (a new hash) makes every device of the account unknown again, and nobody
 * without the hash (a copy of the database) can make one.
 */

type DeviceAccount = { id: string; passwordHash: string };

function deviceSignature(account: DeviceAccount, issuedAt: string): string {
  return createHmac("sha256", account.passwordHash)
    .update(`inbox known device\n${account.id}\n${issuedAt}`)
    .digest("base64url");
}

/** A known-device token for this account, issued now. */
export function issueDeviceToken(account: DeviceAccount, now = new Date()): string {
  const issuedAt = String(Math.floor(now.getTime() / 1000));
  return `${issuedAt}.${deviceSignature(account, issuedAt)}`;
}

/**
 * Whether the token was issued for this account, with its current password, less than
 * DEVICE_MAX_AGE_SECONDS ago; the signature is compared in constant time.
 */
export function isKnownDevice(
  token: string | undefined,
  account: DeviceAccount,
  now = new Date(),
): token is string {
  if (!isDeviceToken(token)) return false;
  const [issuedAt = "", signature = ""] = token.split(".");
  const age = now.getTime() / 1000 - Number(issuedAt);
  // A minute's grace for a token from the future: another process's clock.
  if (age < -60 || age > DEVICE_MAX_AGE_SECONDS) return false;
  // Both are 43 characters of base64url (the token's shape is checked above).
  return timingSafeEqual(Buffer.from(deviceSignature(account, issuedAt)), Buffer.from(signature));
}
