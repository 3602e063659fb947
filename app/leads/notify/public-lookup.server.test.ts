// @vitest-environment node
import type { LookupAddress } from "node:dns";

import { describe, expect, it } from "vitest";

import { NOT_PUBLIC_CODE, publicLookup, type Resolve } from "./public-lookup.server.ts";

/** What a socket's lookup hands back, as a promise. */
function lookUp(resolve: Resolve, options: { all?: boolean; family?: number } = { all: true }) {
  return new Promise<{ error: NodeJS.ErrnoException | null; found: unknown }>((done) => {
    publicLookup(resolve)("push.example.in", options, (error, found: unknown) =>
      done({ error, found }),
    );
  });
}

const answer =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("the lookup phone alerts connect with", () => {
  it("gives the name's public addresses only", async () => {
    const { found } = await lookUp(answer("10.0.0.1", "142.250.183.10", "::1", "2607:f8b0::5f"));
    expect((found as LookupAddress[]).map((entry) => entry.address)).toEqual([
      "142.250.183.10",
      "2607:f8b0::5f",
    ]);
    expect(await lookUp(answer("::1", "2607:f8b0::5f"), { family: 6 })).toEqual({
      error: null,
      found: "2607:f8b0::5f",
    });
  });

  it("fails, as a name that does not resolve, when none of them is public", async () => {
    for (const addresses of [["127.0.0.1"], ["::ffff:7f00:1"], ["10.0.0.1", "fd00::1"], []]) {
      const { error } = await lookUp(answer(...addresses));
      expect(error?.code, addresses.join()).toBe(NOT_PUBLIC_CODE);
    }
    const { error } = await lookUp(answer("142.250.183.10"), { family: 6 });
    expect(error?.code).toBe(NOT_PUBLIC_CODE);
  });

  it("passes a failed lookup on", async () => {
    const failing: Resolve = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    expect((await lookUp(failing)).error?.code).toBe("ENOTFOUND");
  });
});
