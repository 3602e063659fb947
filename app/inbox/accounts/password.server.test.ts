// @vitest-environment node
import { randomBytes, scryptSync } from "node:crypto";

import { describe, expect, it } from "vitest";

import { hashPassword, passwordProblem, verifyPassword } from "./password.server.ts";

describe("hashPassword and verifyPassword", () => {
  it("stores scrypt's parameters, a random salt and the hash in one string", async () => {
    const hash = await hashPassword("correct horse battery");
    const [name, N, r, p, salt, key] = hash.split("$");
    expect([name, N, r, p]).toEqual(["scrypt", "32768", "8", "1"]);
    expect(Buffer.from(salt!, "base64")).toHaveLength(16);
    expect(Buffer.from(key!, "base64")).toHaveLength(32);
    expect(hash).not.toContain("correct horse");
    expect(await hashPassword("correct horse battery")).not.toBe(hash);
  });

  it("accepts the password and refuses any other", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery ", hash)).toBe(false);
    expect(await verifyPassword("Correct horse battery", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("treats composed and decomposed accents as the same password", async () => {
    const hash = await hashPassword("caf\u00e9 au lait 2026");
    expect(await verifyPassword("cafe\u0301 au lait 2026", hash)).toBe(true);
  });

  it("verifies a hash made with other parameters, read from the string", async () => {
    const salt = randomBytes(16);
    const key = scryptSync("an older password", salt, 32, { N: 1024, r: 8, p: 2 });
    const hash = `scrypt$1024$8$2$${salt.toString("base64")}$${key.toString("base64")}`;
    expect(await verifyPassword("an older password", hash)).toBe(true);
    expect(await verifyPassword("another password", hash)).toBe(false);
  });

  it("matches nothing with a malformed or absurd hash, without throwing", async () => {
    const good = await hashPassword("correct horse battery");
    const [, , , , salt, key] = good.split("$");
    for (const bad of [
      "",
      "correct horse battery",
      good.replace("scrypt", "bcrypt"),
      `${good}$extra`,
      `scrypt$1000$8$1$${salt}$${key}`, // N not a power of two
      `scrypt$1073741824$8$1$${salt}$${key}`, // gigabytes of memory
      `scrypt$32768$8$99$${salt}$${key}`,
      `scrypt$32768$8$1$$${key}`,
      `scrypt$32768$8$1$${salt}$`,
    ]) {
      expect(await verifyPassword("correct horse battery", bad), bad).toBe(false);
    }
  });
});

describe("passwordProblem", () => {
  it("wants at least 12 characters, counted as characters", () => {
    expect(passwordProblem("short pass!")).toBe(
      "The password must be at least 12 characters long.",
    );
    expect(passwordProblem("long enough!")).toBeUndefined();
    // 22 UTF-16 units, 11 characters.
    expect(passwordProblem("🔑".repeat(11))).toMatch(/at least 12/);
    expect(passwordProblem("🔑".repeat(12))).toBeUndefined();
    expect(passwordProblem("x".repeat(1025))).toMatch(/at most 1024/);
  });
});
