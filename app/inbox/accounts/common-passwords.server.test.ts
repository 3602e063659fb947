// @vitest-environment node
import { describe, expect, it } from "vitest";

import { commonPasswords, isCommonPassword } from "./common-passwords.server.ts";
import { inOtherCase, listedPassword } from "./listed-passwords.test-helpers.ts";
import { PASSWORD_MIN_LENGTH } from "./password-rules.ts";

describe("the common-password list", () => {
  it("keeps at least the 3,000 most common passwords the 12-character rule allows (ASVS 6.2.4)", async () => {
    const listed = await commonPasswords();
    expect(listed.size).toBeGreaterThanOrEqual(3_000);
    const tooShort = [...listed].filter((password) => [...password].length < PASSWORD_MIN_LENGTH);
    expect(tooShort).toEqual([]);
  });

  it("finds a listed password whatever its case, and not a passphrase of one's own", async () => {
    const listed = await Promise.all([0, 1, 2, 3].map((rank) => listedPassword(rank)));
    const inCapitals = [inOtherCase(listed[1]!), listed[2]!.toUpperCase()];
    for (const password of [...listed, ...inCapitals]) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
    for (const password of ["correct horse battery", "a long owner passphrase"]) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});
