// @vitest-environment node
import { randomUUID } from "node:crypto";

import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, sessions, users } from "~/leads/schema.server";
import { createTestStore, storeKinds, type TestStore } from "~/leads/test-stores";

import { hashPassword } from "./password.server";
import { sessionUser } from "./sessions.server";
import { createSignInLimiter, signIn, signOut, type SignInLimiter } from "./sign-in.server";

const PASSWORD = "correct horse battery";
const owner = { id: randomUUID(), email: "owner@example.in" };

describe.each(storeKinds)("signIn on the %s store", (kind) => {
  let store: TestStore;
  let passwordHash: string;
  let limiter: SignInLimiter;
  beforeAll(async () => {
    [store, passwordHash] = await Promise.all([createTestStore(kind), hashPassword(PASSWORD)]);
  }, 60_000);
  beforeEach(async () => {
    await store.db.delete(auditLog);
    await store.db.delete(users);
    await store.db.insert(users).values({ ...owner, passwordHash });
    limiter = createSignInLimiter();
  });
  afterAll(() => store?.dispose());

  const attempt = (email: string, password: string, address = "203.0.113.7", previous?: string) =>
    signIn(store.db, { email, password, address, previousToken: previous }, limiter);
  const audited = async () =>
    (
      await store.db
        .select({ actor: auditLog.actor, action: auditLog.action, detail: auditLog.detail })
        .from(auditLog)
        .orderBy(asc(auditLog.at))
    ).map(({ actor, action, detail }) => [actor, action, detail]);

  it("signs in with the right password, starting a session", async () => {
    const result = await attempt("  Owner@Example.IN ", PASSWORD);
    expect(result).toMatchObject({ ok: true, user: owner });
    if (!result.ok) return;
    expect(await sessionUser(store.db, result.token)).toEqual(owner);
    expect(await audited()).toEqual([["owner@example.in", "sign-in", null]]);
  });

  it("answers a wrong password and an unknown email alike, and logs no password", async () => {
    const wrong = await attempt("owner@example.in", "wrong horse battery");
    const unknown = await attempt("nobody@example.in", PASSWORD);
    expect(wrong).toEqual({ ok: false, reason: "invalid" });
    expect(unknown).toEqual(wrong);
    expect(await audited()).toEqual([
      ["owner@example.in", "sign-in-refused", "wrong password"],
      [null, "sign-in-refused", "wrong password"],
    ]);
    expect(JSON.stringify(await audited())).not.toMatch(/horse|nobody/);
    expect(await store.db.$count(sessions)).toBe(0);
  });

  it("refuses an account after 5 failures, even the right password, and logs that once", async () => {
    for (let i = 0; i < 5; i += 1) {
      // From different addresses: the account's own limit.
      expect(await attempt(owner.email, "wrong horse battery", `198.51.100.${i}`)).toMatchObject({
        reason: "invalid",
      });
    }
    const limited = await attempt(owner.email, PASSWORD, "198.51.100.99");
    expect(limited).toMatchObject({ ok: false, reason: "limited" });
    if (limited.ok || limited.reason !== "limited") return;
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    await attempt(owner.email, PASSWORD, "198.51.100.98");
    const entries = await audited();
    expect(entries.filter(([, , detail]) => detail === "too many attempts")).toEqual([
      ["owner@example.in", "sign-in-refused", "too many attempts"],
    ]);
    // Another account is not held back by this one's limit.
    expect(await attempt("nobody@example.in", PASSWORD, "198.51.100.97")).toMatchObject({
      reason: "invalid",
    });
  });

  it("starts an account's count over after a success", async () => {
    for (let i = 0; i < 4; i += 1) await attempt(owner.email, "wrong horse battery");
    expect(await attempt(owner.email, PASSWORD)).toMatchObject({ ok: true });
    for (let i = 0; i < 5; i += 1) {
      expect(await attempt(owner.email, "wrong horse battery")).toMatchObject({
        reason: "invalid",
      });
    }
    expect(await attempt(owner.email, PASSWORD)).toMatchObject({ reason: "limited" });
  });

  it("limits each address, whatever emails it tries", async () => {
    limiter = createSignInLimiter({ perAddress: 3, perAccount: 100, windowSeconds: 60 });
    for (let i = 0; i < 3; i += 1) {
      expect(await attempt(`guess${i}@example.in`, "wrong horse battery")).toMatchObject({
        reason: "invalid",
      });
    }
    expect(await attempt(owner.email, PASSWORD)).toMatchObject({ reason: "limited" });
    expect(await attempt(owner.email, PASSWORD, "192.0.2.1")).toMatchObject({ ok: true });
  });

  it("lets no more parallel attempts through than the limit", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => attempt(owner.email, "wrong horse battery")),
    );
    expect(results.filter((result) => !result.ok && result.reason === "invalid")).toHaveLength(5);
    expect(results.filter((result) => !result.ok && result.reason === "limited")).toHaveLength(3);
  });

  it("gives a new session at each sign-in and ends the browser's previous one", async () => {
    const first = await attempt(owner.email, PASSWORD);
    if (!first.ok) throw new Error("first sign-in failed");
    const second = await attempt(owner.email, PASSWORD, undefined, first.token);
    if (!second.ok) throw new Error("second sign-in failed");
    expect(second.token).not.toBe(first.token);
    expect(await sessionUser(store.db, first.token)).toBeNull();
    expect(await sessionUser(store.db, second.token)).toEqual(owner);
  });

  it("signs out, ending the session and logging it", async () => {
    const result = await attempt(owner.email, PASSWORD);
    if (!result.ok) throw new Error("sign-in failed");
    expect(await signOut(store.db, result.token)).toEqual(owner);
    expect(await sessionUser(store.db, result.token)).toBeNull();
    expect(await signOut(store.db, result.token)).toBeNull();
    expect((await audited()).map(([, action]) => action)).toEqual(["sign-in", "sign-out"]);
  });
});
