import { describe, expect, it } from "vitest";

import { clearedUnprefixedCookies } from "./unprefixed-cookies.ts";

const session = "A".repeat(43);
const device = `1795996800.${"B".repeat(43)}`;

describe("clearedUnprefixedCookies", () => {
  it("over HTTPS clears the old names the browser sent, each on its own path", () => {
    expect(
      clearedUnprefixedCookies(`inbox_session=${session}; inbox_device=${device}`, {
        secure: true,
      }),
    ).toEqual([
      "inbox_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure",
      "inbox_device=; Max-Age=0; Path=/admin; HttpOnly; SameSite=Lax; Secure",
    ]);
    expect(clearedUnprefixedCookies(`inbox_device=${device}`, { secure: true })).toEqual([
      "inbox_device=; Max-Age=0; Path=/admin; HttpOnly; SameSite=Lax; Secure",
    ]);
  });

  it("clears nothing the browser did not send, and nothing over plain HTTP", () => {
    expect(clearedUnprefixedCookies(`__Host-inbox_session=${session}`, { secure: true })).toEqual(
      [],
    );
    expect(clearedUnprefixedCookies(null, { secure: true })).toEqual([]);
    expect(clearedUnprefixedCookies(`inbox_session=${session}`, { secure: false })).toEqual([]);
  });
});
