// @vitest-environment node
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { sessions, users } from "#app/db/schema.server.ts";
import { auditTrail, describeStores } from "#app/db/test-stores.test-helpers.ts";

import {
  addUser,
  changeRole,
  findAccount,
  listUsers,
  parseEmail,
  removeUser,
  resetPassword,
} from "./accounts.server.ts";
import { verifyPassword } from "./password.server.ts";
import { createSession, sessionUser } from "./sessions.server.ts";

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new passphrase";

describe("parseEmail", () => {
  it("trims and lower-cases an email, and refuses what is not one", () => {
    expect(parseEmail("  Owner@Example.IN ")).toBe("owner@example.in");
    for (const bad of ["", "owner", "owner@", "@example.in", "owner example@x.in"]) {
      expect(() => parseEmail(bad), bad).toThrow(/is not an email address/);
    }
  });
});

describeStores("accounts", (store) => {
  const audited = () => auditTrail(store.db);
  const hashOf = async (email: string) =>
    (await store.db.select().from(users).where(eq(users.email, email)))[0]?.passwordHash ?? "";

  it("adds an account with a lower-cased email and a hashed password", async () => {
    const account = await addUser(store.db, "Owner@Example.in", PASSWORD);
    expect(account).toMatchObject({ email: "owner@example.in" });
    expect(await findAccount(store.db, "OWNER@example.in")).toEqual(account);
    const hash = await hashOf("owner@example.in");
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await audited()).toEqual([["command line", "user-added", "owner@example.in as owner"]]);
  });

  it("refuses an existing email, a bad email and a short password", async () => {
    await addUser(store.db, "owner@example.in", PASSWORD);
    await expect(addUser(store.db, "OWNER@example.in", NEW_PASSWORD)).rejects.toMatchObject({
      name: "AccountError",
      code: "exists",
      message: "An account for owner@example.in already exists.",
    });
    await expect(addUser(store.db, "owner", PASSWORD)).rejects.toMatchObject({
      code: "invalid-email",
    });
    await expect(addUser(store.db, "partner@example.in", "too short")).rejects.toMatchObject({
      code: "weak-password",
      message: "The password must be at least 12 characters long.",
    });
    expect((await listUsers(store.db)).map((account) => account.email)).toEqual([
      "owner@example.in",
    ]);
    expect(await verifyPassword(PASSWORD, await hashOf("owner@example.in"))).toBe(true);
  });

  it("resets a password and signs the account out everywhere", async () => {
    const account = await addUser(store.db, "owner@example.in", PASSWORD);
    const tokens = [
      await createSession(store.db, account.id),
      await createSession(store.db, account.id),
    ];
    expect(await resetPassword(store.db, "Owner@example.in", NEW_PASSWORD)).toEqual({
      sessionsEnded: 2,
    });
    const hash = await hashOf("owner@example.in");
    expect(await verifyPassword(NEW_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(PASSWORD, hash)).toBe(false);
    for (const token of tokens) expect(await sessionUser(store.db, token)).toBeNull();
    expect((await audited()).at(-1)).toEqual([
      "command line",
      "password-reset",
      "owner@example.in",
    ]);
  });

  it("refuses to reset an unknown account or to set a short password", async () => {
    await expect(resetPassword(store.db, "nobody@example.in", NEW_PASSWORD)).rejects.toMatchObject({
      code: "unknown",
      message: "There is no account for nobody@example.in.",
    });
    await addUser(store.db, "owner@example.in", PASSWORD);
    await expect(resetPassword(store.db, "owner@example.in", "short")).rejects.toMatchObject({
      code: "weak-password",
    });
    expect(await verifyPassword(PASSWORD, await hashOf("owner@example.in"))).toBe(true);
  });

  it("refuses a password on the common-password list, whatever its case", async () => {
    const refusal = {
      code: "weak-password",
      message:
        "This password is on a list of common passwords that attackers try first. Please choose another.",
    };
    // 13 characters, in the list's first 15,000 (as "administrator").
    await expect(addUser(store.db, "owner@example.in", "Administrator")).rejects.toMatchObject(
      refusal,
    );
    expect(await listUsers(store.db)).toEqual([]);
    await addUser(store.db, "owner@example.in", PASSWORD);
    await expect(resetPassword(store.db, "owner@example.in", "LEAVEMEALONE")).rejects.toMatchObject(
      refusal,
    );
    expect(await verifyPassword(PASSWORD, await hashOf("owner@example.in"))).toBe(true);
  });

  it("removes an account with its sessions, and refuses an unknown one", async () => {
    const account = await addUser(store.db, "owner@example.in", PASSWORD);
    await addUser(store.db, "partner@example.in", PASSWORD);
    const token = await createSession(store.db, account.id);
    expect(await removeUser(store.db, "owner@example.in")).toEqual({ sessionsEnded: 1 });
    expect(await sessionUser(store.db, token)).toBeNull();
    expect(await store.db.$count(sessions)).toBe(0);
    expect(await findAccount(store.db, "owner@example.in")).toBeUndefined();
    expect((await audited()).at(-1)).toEqual(["command line", "user-removed", "owner@example.in"]);
    await expect(removeUser(store.db, "owner@example.in")).rejects.toMatchObject({
      code: "unknown",
    });
  });

  it("lists the accounts by email", async () => {
    expect(await listUsers(store.db)).toEqual([]);
    await addUser(store.db, "zoya@example.in", PASSWORD);
    await addUser(store.db, "arjun@example.in", PASSWORD);
    const list = await listUsers(store.db);
    expect(list.map((account) => account.email)).toEqual(["arjun@example.in", "zoya@example.in"]);
    expect(list[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("keeps an owner: the last one is neither removed nor made staff", async () => {
    await addUser(store.db, "owner@example.in", PASSWORD);
    await addUser(store.db, "priya@example.in", PASSWORD, { role: "staff" });
    await expect(removeUser(store.db, "owner@example.in")).rejects.toMatchObject({
      code: "last-owner",
      message:
        "owner@example.in is the only owner and cannot be removed: make another account an owner first.",
    });
    await expect(
      changeRole(store.db, "owner@example.in", "staff", "owner@example.in"),
    ).rejects.toMatchObject({ code: "last-owner" });

    expect(await changeRole(store.db, "priya@example.in", "owner", "owner@example.in")).toEqual({
      changed: true,
    });
    expect(await changeRole(store.db, "owner@example.in", "staff", "priya@example.in")).toEqual({
      changed: true,
    });
    expect((await listUsers(store.db)).map(({ email, role }) => [email, role])).toEqual([
      ["owner@example.in", "staff"],
      ["priya@example.in", "owner"],
    ]);
    expect((await audited()).at(-1)).toEqual([
      "priya@example.in",
      "role-changed",
      "owner@example.in: owner → staff",
    ]);
  });

  it("lets only one of two owners demoting each other at once succeed", async () => {
    await addUser(store.db, "owner@example.in", PASSWORD);
    await addUser(store.db, "priya@example.in", PASSWORD);
    const results = await Promise.allSettled([
      changeRole(store.db, "owner@example.in", "staff", "priya@example.in"),
      changeRole(store.db, "priya@example.in", "staff", "owner@example.in"),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await listUsers(store.db)).filter((account) => account.role === "owner")).toHaveLength(
      1,
    );
  });
});
