import { cookieValue, setCookie, type CookieOptions } from "./session-cookie.ts";

/*
 * The known-device cookie: given to a browser at each sign-in, it proves that this browser
 * signed in to that account before, so that the account-wide slowdown of sign-in attempts
 * (app/inbox/accounts/sign-in.server.ts) does not hold it back. It carries `<issuedAt>.<signature>`,
 * made and checked by the sign-in (`deviceToken`, `isKnownDevice`); it opens no session.
 * HttpOnly and SameSite=Lax like the session cookie, and limited to /admin: only the sign-in
 * form (/admin/login, and /admin/login.data when React Router posts it) needs it. Over HTTPS it
 * is `__Secure-inbox_device` (Secure, or the browser refuses it); `__Host-` would need Path=/.
 */

/** The device cookie's name over plain HTTP (and the name every browser held before 038). */
export const DEVICE_COOKIE = "inbox_device";

/** The device cookie's name over HTTPS. */
export const SECURE_DEVICE_COOKIE = `__Secure-${DEVICE_COOKIE}`;

/** The name of the device cookie for a request over HTTPS (`secure`) or plain HTTP. */
export const deviceCookieName = (secure: boolean) =>
  secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;

/** The device cookie's path: the sign-in form's. */
export const DEVICE_COOKIE_PATH = "/admin";

/** How long a browser stays known without signing in again (each sign-in renews it). */
export const DEVICE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** Seconds since 1970, a dot, an HMAC-SHA256 in base64url. */
const TOKEN = /^[0-9]{1,12}\.[A-Za-z0-9_-]{43}$/;

/** Whether the value has the shape of a device token (not whether it is valid). */
export function isDeviceToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN.test(value);
}

/** The Set-Cookie value that makes the browser a known device. */
export function deviceCookie(token: string, { secure }: CookieOptions): string {
  if (!isDeviceToken(token)) throw new Error("deviceCookie: not a device token");
  return setCookie(`${deviceCookieName(secure)}=${token}`, {
    maxAge: DEVICE_MAX_AGE_SECONDS,
    path: DEVICE_COOKIE_PATH,
    secure,
  });
}

/**
 * The device token of a Cookie request header, or undefined when it has none (or a bad one).
 * Over HTTPS only `__Secure-inbox_device` counts.
 */
export function deviceTokenFromCookie(
  cookieHeader: string | null | undefined,
  { secure }: CookieOptions,
): string | undefined {
  return cookieValue(cookieHeader, deviceCookieName(secure), isDeviceToken);
}
