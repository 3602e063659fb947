import { cookieValue, isSessionToken, setCookie, type CookieOptions } from "./session-cookie.ts";

/*
 * A one-time link's token, moved out of the address (issue 55, ASVS 14.2.1): the emailed link
 * `/admin/set-password/<token>` is answered with this cookie and a redirect to
 * `/admin/set-password`, so the page where the password is chosen, its history entry, its
 * Referer and its form's request hold no token. The link still works once and expires as
 * before; the cookie lasts half an hour, is cleared when the password is set, and is read only
 * under its own name for the scheme (prefixed over HTTPS, as the session cookie is).
 */

const LINK_COOKIE = "inbox_link";

/** How long the page may stay open before its emailed link must be opened again. */
export const LINK_COOKIE_SECONDS = 30 * 60;

const linkCookieName = (secure: boolean) => (secure ? `__Host-${LINK_COOKIE}` : LINK_COOKIE);

/** The Set-Cookie value that holds a link's token for its page. */
export function linkCookie(token: string, { secure }: CookieOptions): string {
  if (!isSessionToken(token)) throw new Error("linkCookie: not a link token");
  return setCookie(`${linkCookieName(secure)}=${token}`, { maxAge: LINK_COOKIE_SECONDS, secure });
}

/** The Set-Cookie value that forgets it: the password is set, or the link no longer works. */
export function clearedLinkCookie({ secure }: CookieOptions): string {
  return setCookie(`${linkCookieName(secure)}=`, { maxAge: 0, secure });
}

/** The link's token a request carries in its cookie, if any (of a token's shape). */
export function linkTokenFromCookie(
  cookieHeader: string | null | undefined,
  { secure }: CookieOptions,
): string | undefined {
  return cookieValue(cookieHeader, linkCookieName(secure), isSessionToken);
}
