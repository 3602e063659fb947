/*
 * The inbox's session cookie: it carries the session's random token and nothing else. Limited
 * to /admin so that the public pages never receive it; HttpOnly so that no script reads it;
 * SameSite=Lax so that another site's form cannot post with it.
 */

export const SESSION_COOKIE = "inbox_session";

/** A session unused this long has expired; the cookie is kept as long. */
export const SESSION_IDLE_SECONDS = 14 * 24 * 60 * 60;

/** 32 random bytes in base64url, as `createSession` makes them. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether the value has the shape of a session token (not whether the session exists). */
export function isSessionToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN.test(value);
}

export type CookieOptions = {
  /** Adds `Secure`: on whenever the site is served over HTTPS. */
  secure: boolean;
};

/** The Set-Cookie value that gives the browser this session. */
export function sessionCookie(token: string, { secure }: CookieOptions): string {
  // A token is never user input, but a stray ";" would add attributes to the cookie.
  if (!isSessionToken(token)) throw new Error("sessionCookie: not a session token");
  return setCookie(`${SESSION_COOKIE}=${token}`, { maxAge: SESSION_IDLE_SECONDS, secure });
}

/** The Set-Cookie value that makes the browser forget its session (signing out). */
export function clearedSessionCookie({ secure }: CookieOptions): string {
  return setCookie(`${SESSION_COOKIE}=`, { maxAge: 0, secure });
}

/**
 * A Set-Cookie value for the inbox: always HttpOnly and SameSite=Lax, Secure when asked.
 * The session's path is / and not /admin: React Router loads the inbox's data from
 * /admin.data, which a cookie scoped to /admin would not reach (a path matches only at a "/"
 * boundary).
 */
export function setCookie(
  pair: string,
  { maxAge, secure, path = "/" }: CookieOptions & { maxAge: number; path?: string },
): string {
  return [pair, `Max-Age=${maxAge}`, `Path=${path}`, "HttpOnly", "SameSite=Lax"]
    .concat(secure ? ["Secure"] : [])
    .join("; ");
}

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

/** The session token of a Cookie request header, or undefined when it has none (or a bad one). */
export function tokenFromCookie(cookieHeader: string | null | undefined): string | undefined {
  return cookieValue(cookieHeader, SESSION_COOKIE, isSessionToken);
}
