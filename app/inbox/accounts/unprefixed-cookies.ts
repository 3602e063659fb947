import { cookieValue, setCookie, SESSION_COOKIE, type CookieOptions } from "./session-cookie.ts";
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH } from "./device-cookie.ts";

/*
 * The inbox's cookies under the names they had over HTTPS before the prefixes (decision 038):
 * never read over HTTPS any more, so a browser that still holds them signs in once and is an
 * unknown device once. Whenever the prefixed cookies are given or taken back over HTTPS, the
 * old ones the browser sent are cleared as well (same name, path and Secure), so that nothing
 * stale lingers beside them.
 */

const UNPREFIXED = [
  { name: SESSION_COOKIE, path: "/" },
  { name: DEVICE_COOKIE, path: DEVICE_COOKIE_PATH },
];

/** Set-Cookie values that clear the unprefixed cookies this HTTPS request carried; none over HTTP. */
export function clearedUnprefixedCookies(
  cookieHeader: string | null | undefined,
  { secure }: CookieOptions,
): string[] {
  // Over plain HTTP these are the cookies in use.
  if (!secure) return [];
  return UNPREFIXED.filter(
    ({ name }) => cookieValue(cookieHeader, name, () => true) !== undefined,
  ).map(({ name, path }) => setCookie(`${name}=`, { maxAge: 0, path, secure }));
}
