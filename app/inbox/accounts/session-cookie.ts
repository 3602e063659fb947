/*
 * The inbox's session cookie: it carries the session's random token and nothing else. HttpOnly
 * so that no script reads it; SameSite=Lax so that another site's form cannot post with it.
 * Over HTTPS it is `__Host-inbox_session`: the browser takes a cookie of that name only when it
 * is Secure, on Path=/ and without Domain, so neither a subdomain nor a plain-HTTP page can plant
 * one (ASVS 5.0 3.3.1, docs/decisions/038-cookie-prefixes.md). A prefixed cookie must be Secure,
 * so over plain HTTP (`npm start` on localhost) the name stays `inbox_session`; each scheme reads
 * only its own name.
 */

/** The session cookie's name over plain HTTP (and the name every browser held before 038). */
export const SESSION_COOKIE = "inbox_session";

/** The session cookie's name over HTTPS. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The name of the session cookie for a request over HTTPS (`secure`) or plain HTTP. */
export const sessionCookieName = (secure: boolean) =>
  secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/** A session unused this long has expired; the cookie is kept as long. */
export const SESSION_IDLE_SECONDS = 14 * 24 * 60 * 60;

/** 32 random bytes in base64url, as `createSession` makes them. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether the value has the shape of a session token (not whether the session exists). */
export function isSessionToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN.test(value);
}

export type CookieOptions = {
  /**
   * Whether the request came over HTTPS (`isSecure(request)`): the cookie is then `Secure` and
   * carries its prefix, and only the prefixed name is read.
   */
  secure: boolean;
};

/** The Set-Cookie value that gives the browser this session. */
export function sessionCookie(token: string, { secure }: CookieOptions): string {
  // A token is never user input, but a stray ";" would add attributes to the cookie.
  if (!isSessionToken(token)) throw new Error("sessionCookie: not a session token");
  return setCookie(`${sessionCookieName(secure)}=${token}`, {
    maxAge: SESSION_IDLE_SECONDS,
    secure,
  });
}

/** The Set-Cookie value that makes the browser forget its session (signing out). */
export function clearedSessionCookie({ secure }: CookieOptions): string {
  return setCookie(`${sessionCookieName(secure)}=`, { maxAge: 0, secure });
}

/**
 * A Set-Cookie value for the inbox: always HttpOnly and SameSite=Lax, Secure when asked.
 * The session's path is / and not /admin: React Router loads the inbox's data from
 * /admin.data, which a cookie scoped to /admin would not reach (a path matches only at a "/"
 * boundary). A prefixed name whose rules the attributes break throws: the browser would drop
 * the cookie without a word.
 */
export function setCookie(
  pair: string,
  { maxAge, secure, path = "/" }: CookieOptions & { maxAge: number; path?: string },
): string {
  const name = pair.slice(0, pair.indexOf("="));
  if (
    (name.startsWith("__Host-") && (!secure || path !== "/")) ||
    (name.startsWith("__Secure-") && !secure)
  ) {
    throw new Error(
      `setCookie: ${name} needs Secure${name.startsWith("__Host-") ? " and Path=/" : ""}`,
    );
  }
  return [pair, `Max-Age=${maxAge}`, `Path=${path}`, "HttpOnly", "SameSite=Lax"]
    .concat(secure ? ["Secure"] : [])
    .join("; ");
}

/** Response headers with one Set-Cookie for each value (a Headers object keeps them apart). */
export const setCookieHeaders = (values: string[]) =>
  new Headers(values.map((value): [string, string] => ["Set-Cookie", value]));

/**
 * The first value of the named cookie in a Cookie request header that passes `valid`, or
 * undefined when there is none.
 */
export function cookieValue(
  cookieHeader: string | null | undefined,
  name: string,
  valid: (value: string) => boolean,
): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (valid(value)) return value;
  }
  return undefined;
}

/**
 * The session token of a Cookie request header, or undefined when it has none (or a bad one).
 * Over HTTPS only `__Host-inbox_session` counts: an unprefixed one may have been planted.
 */
export function tokenFromCookie(
  cookieHeader: string | null | undefined,
  { secure }: CookieOptions,
): string | undefined {
  return cookieValue(cookieHeader, sessionCookieName(secure), isSessionToken);
}
