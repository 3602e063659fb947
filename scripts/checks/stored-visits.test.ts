import { expect, it } from "vitest";

import { looksPersonal } from "./stored-visits.ts";

it("tells an address, a user agent, a whole address or a query from what the visits tables hold", () => {
  for (const [value, kind] of [
    ["49.36.0.1", "an IPv4 address"],
    ["2401:4900:1c5a:1::1", "an IPv6 address"],
    ["Mozilla/5.0 (Linux; Android 14) Chrome/156.0 Mobile Safari/537.36", "a user agent"],
    ["https://l.instagram.com/", "a whole address"],
    ["/contact?email=meera@example.in", "a query"],
  ]) {
    expect(looksPersonal(value!), value).toBe(kind);
  }
  for (const value of [
    "/mr/blogs/restaurant",
    "instagram.com",
    "diwali sale",
    "2026-12-07",
    "q3Xk-9_aZ0bC1dE2fG3hI4",
    "phone",
    "hi",
  ]) {
    expect(looksPersonal(value), value).toBeUndefined();
  }
});
