import { describe, expect, it } from "vitest";

import { deviceCookie, deviceTokenFromCookie, isDeviceToken } from "./device-cookie.ts";

const token = `1795996800.${"A".repeat(20)}-_${"z9".repeat(10)}1`;

describe("the known-device cookie", () => {
  it("over plain HTTP is inbox_device: HttpOnly, SameSite=Lax, limited to /admin, 90 days", () => {
    expect(isDeviceToken(token)).toBe(true);
    expect(deviceCookie(token, { secure: false })).toBe(
      `inbox_device=${token}; Max-Age=7776000; Path=/admin; HttpOnly; SameSite=Lax`,
    );
  });

  it("over HTTPS is __Secure-inbox_device, still limited to /admin", () => {
    expect(deviceCookie(token, { secure: true })).toBe(
      `__Secure-inbox_device=${token}; Max-Age=7776000; Path=/admin; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it("refuses to set something that is not a device token", () => {
    expect(() => deviceCookie("1.abc; Domain=evil.example", { secure: true })).toThrow();
  });

  it("is found among other cookies, and a malformed one is ignored", () => {
    const http = { secure: false };
    expect(deviceTokenFromCookie(`inbox_session=abc; inbox_device=${token}`, http)).toBe(token);
    expect(deviceTokenFromCookie(`inbox_device=${token}x`, http)).toBeUndefined();
    expect(deviceTokenFromCookie(`inbox_device=x${token}`, http)).toBeUndefined();
    expect(deviceTokenFromCookie("inbox_device=", http)).toBeUndefined();
    expect(deviceTokenFromCookie(undefined, http)).toBeUndefined();
  });

  it("is read under the scheme's name only: over HTTPS an unprefixed one is not known", () => {
    const https = { secure: true };
    expect(deviceTokenFromCookie(`__Secure-inbox_device=${token}`, https)).toBe(token);
    expect(deviceTokenFromCookie(`inbox_device=${token}`, https)).toBeUndefined();
    expect(deviceTokenFromCookie(`__Secure-inbox_device=${token}`, { secure: false })).toBe(
      undefined,
    );
  });
});
