import { describe, expect, it } from "vitest";

import {
  clearedSessionCookie,
  cookieValue,
  isSessionToken,
  sessionCookie,
  setCookie,
  tokenFromCookie,
} from "./session-cookie.ts";

const token = "A".repeat(21) + "-_" + "z9".repeat(10);

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, limited to /admin and kept 14 days", () => {
    expect(token).toHaveLength(43);
    expect(sessionCookie(token, { secure: false })).toBe(
      `inbox_session=${token}; Max-Age=1209600; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(sessionCookie(token, { secure: true })).toBe(
      `inbox_session=${token}; Max-Age=1209600; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it("is cleared with the same name and path", () => {
    expect(clearedSessionCookie({ secure: true })).toBe(
      "inbox_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure",
    );
    expect(clearedSessionCookie({ secure: false })).not.toContain("Secure");
  });

  it("refuses to set something that is not a token", () => {
    expect(() => sessionCookie("abc; Domain=evil.example", { secure: true })).toThrow();
  });
});

describe("tokenFromCookie", () => {
  it("finds the token among other cookies", () => {
    expect(tokenFromCookie(`theme=dark; inbox_session=${token}; lang=en`)).toBe(token);
    expect(tokenFromCookie(`inbox_session=${token}`)).toBe(token);
  });

  it("gives nothing for no header, no cookie or a malformed token", () => {
    expect(tokenFromCookie(null)).toBeUndefined();
    expect(tokenFromCookie(undefined)).toBeUndefined();
    expect(tokenFromCookie("")).toBeUndefined();
    expect(tokenFromCookie(`xinbox_session=${token}`)).toBeUndefined();
    expect(tokenFromCookie("inbox_session=")).toBeUndefined();
    expect(tokenFromCookie("inbox_session=short")).toBeUndefined();
    expect(tokenFromCookie(`inbox_session=${token}x`)).toBeUndefined();
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

  it("read the first valid value of the named cookie", () => {
    const digits = (value: string) => /^[0-9]+$/.test(value);
    expect(cookieValue("a=x; a=12; b=34", "a", digits)).toBe("12");
    expect(cookieValue("ab=12", "a", digits)).toBeUndefined();
    expect(cookieValue(null, "a", digits)).toBeUndefined();
  });
});
