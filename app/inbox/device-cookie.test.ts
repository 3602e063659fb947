import { describe, expect, it } from "vitest";

import { deviceCookie, deviceTokenFromCookie, isDeviceToken } from "./device-cookie.ts";

const token = `1795996800.${"A".repeat(20)}-_${"z9".repeat(10)}1`;

describe("the known-device cookie", () => {
  it("is HttpOnly, SameSite=Lax, limited to /admin and kept 90 days", () => {
    expect(isDeviceToken(token)).toBe(true);
    expect(deviceCookie(token, { secure: false })).toBe(
      `inbox_device=${token}; Max-Age=7776000; Path=/admin; HttpOnly; SameSite=Lax`,
    );
    expect(deviceCookie(token, { secure: true })).toBe(
      `inbox_device=${token}; Max-Age=7776000; Path=/admin; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it("refuses to set something that is not a device token", () => {
    expect(() => deviceCookie("1.abc; Domain=evil.example", { secure: true })).toThrow();
  });

  it("is found among other cookies, and a malformed one is ignored", () => {
    expect(deviceTokenFromCookie(`inbox_session=abc; inbox_device=${token}`)).toBe(token);
    expect(deviceTokenFromCookie(`inbox_device=${token}x`)).toBeUndefined();
    expect(deviceTokenFromCookie(`inbox_device=x${token}`)).toBeUndefined();
    expect(deviceTokenFromCookie("inbox_device=")).toBeUndefined();
    expect(deviceTokenFromCookie(undefined)).toBeUndefined();
  });
});
