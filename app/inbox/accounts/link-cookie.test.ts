import { expect, it } from "vitest";

import {
  clearedLinkCookie,
  LINK_COOKIE_SECONDS,
  linkCookie,
  linkTokenFromCookie,
} from "./link-cookie.ts";

const token = "a".repeat(43);

it("holds a link's token for half an hour, HttpOnly, prefixed over HTTPS", () => {
  expect(LINK_COOKIE_SECONDS).toBe(1800);
  expect(linkCookie(token, { secure: true })).toBe(
    `__Host-inbox_link=${token}; Max-Age=1800; Path=/; HttpOnly; SameSite=Lax; Secure`,
  );
  expect(linkCookie(token, { secure: false })).toBe(
    `inbox_link=${token}; Max-Age=1800; Path=/; HttpOnly; SameSite=Lax`,
  );
  expect(clearedLinkCookie({ secure: true })).toMatch(/^__Host-inbox_link=; Max-Age=0;/);
  expect(() => linkCookie("x; Path=/admin", { secure: false })).toThrow(/not a link token/);
});

it("reads the token only under the scheme's own name, and only of a token's shape", () => {
  const header = `inbox_session=${"b".repeat(43)}; inbox_link=${token}`;
  expect(linkTokenFromCookie(header, { secure: false })).toBe(token);
  // Over HTTPS an unprefixed cookie may have been planted by a plain-HTTP page.
  expect(linkTokenFromCookie(header, { secure: true })).toBeUndefined();
  expect(linkTokenFromCookie(`__Host-inbox_link=${token}`, { secure: true })).toBe(token);
  expect(linkTokenFromCookie("inbox_link=short", { secure: false })).toBeUndefined();
  expect(linkTokenFromCookie(undefined, { secure: false })).toBeUndefined();
});
