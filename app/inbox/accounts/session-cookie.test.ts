import { describe, expect, it } from "vitest";

import {
  clearedSessionCookie,
  cookieValue,
  isSessionToken,
  sessionCookie,
  setCookie,
  setCookieHeaders,
  tokenFromCookie,
} from "./session-cookie.ts";

const token = "A".repeat(21) + "-_" + "z9".repeat(10);

describe("the session cookie", () => {
  it("over plain HTTP is inbox_session: HttpOnly, SameSite=Lax, on / and kept 14 days", () => {
    expect(token).toHaveLength(43);
    expect(sessionCookie(token, { secure: false })).toBe(
      `inbox_session=${token}; Max-Age=1209600; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  it("over HTTPS is __Host-inbox_session: Secure, on /, without Domain", () => {
    expect(sessionCookie(token, { secure: true })).toBe(
      `__Host-inbox_session=${token}; Max-Age=1209600; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it("is cleared under the scheme's name and path", () => {
    expect(clearedSessionCookie({ secure: true })).toBe(
      "__Host-inbox_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure",
    );
    expect(clearedSessionCookie({ secure: false })).toBe(
      "inbox_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
    );
  });

  it("refuses to set something that is not a token", () => {
    expect(() => sessionCookie("abc; Domain=evil.example", { secure: true })).toThrow();
  });
});

describe("tokenFromCookie", () => {
  const http = { secure: false };
  const https = { secure: true };

  it("over plain HTTP finds inbox_session among other cookies", () => {
    expect(tokenFromCookie(`theme=dark; inbox_session=${token}; lang=en`, http)).toBe(token);
    expect(tokenFromCookie(`inbox_session=${token}`, http)).toBe(token);
    expect(tokenFromCookie(`__Host-inbox_session=${token}`, http)).toBeUndefined();
  });

  it("over HTTPS reads only __Host-inbox_session: an unprefixed one may have been planted", () => {
    expect(tokenFromCookie(`theme=dark; __Host-inbox_session=${token}`, https)).toBe(token);
    expect(tokenFromCookie(`inbox_session=${token}`, https)).toBeUndefined();
    const planted = "B".repeat(43);
    expect(tokenFromCookie(`inbox_session=${planted}; __Host-inbox_session=${token}`, https)).toBe(
      token,
    );
  });

  it("gives nothing for no header, no cookie or a malformed token", () => {
    expect(tokenFromCookie(null, http)).toBeUndefined();
    expect(tokenFromCookie(undefined, https)).toBeUndefined();
    expect(tokenFromCookie("", http)).toBeUndefined();
    expect(tokenFromCookie(`xinbox_session=${token}`, http)).toBeUndefined();
    expect(tokenFromCookie("inbox_session=", http)).toBeUndefined();
    expect(tokenFromCookie("inbox_session=short", http)).toBeUndefined();
    expect(tokenFromCookie(`inbox_session=${token}x`, http)).toBeUndefined();
    expect(tokenFromCookie(`__Host-inbox_session=${token}x`, https)).toBeUndefined();
  });

  it("recognises the shape of a token", () => {
    expect(isSessionToken(token)).toBe(true);
    expect(isSessionToken(`${token.slice(1)}=`)).toBe(false);
    expect(isSessionToken(undefined)).toBe(false);
  });
});

describe("setCookie and cookieValue", () => {
  it("set any inbox cookie HttpOnly and SameSite=Lax, on the path given", () => {
    expect(setCookie("a=b", { maxAge: 60, secure: false })).toBe(
      "a=b; Max-Age=60; Path=/; HttpOnly; SameSite=Lax",
    );
    expect(setCookie("a=b", { maxAge: 60, secure: true, path: "/admin" })).toBe(
      "a=b; Max-Age=60; Path=/admin; HttpOnly; SameSite=Lax; Secure",
    );
  });

  it("refuse a prefixed name the browser would drop: __Host- off / or not Secure, __Secure- not Secure", () => {
    expect(() => setCookie("__Host-a=b", { maxAge: 60, secure: false })).toThrow();
    expect(() => setCookie("__Host-a=b", { maxAge: 60, secure: true, path: "/admin" })).toThrow();
    expect(() => setCookie("__Secure-a=b", { maxAge: 60, secure: false })).toThrow();
    expect(setCookie("__Secure-a=b", { maxAge: 60, secure: true, path: "/admin" })).toContain(
      "Secure",
    );
  });

  it("give several Set-Cookie headers apart", () => {
    expect(setCookieHeaders(["a=1; Path=/", "b=2; Path=/"]).getSetCookie()).toEqual([
      "a=1; Path=/",
      "b=2; Path=/",
    ]);
  });

  it("read the first valid value of the named cookie", () => {
    const digits = (value: string) => /^[0-9]+$/.test(value);
    expect(cookieValue("a=x; a=12; b=34", "a", digits)).toBe("12");
    expect(cookieValue("ab=12", "a", digits)).toBeUndefined();
    expect(cookieValue(null, "a", digits)).toBeUndefined();
  });
});
