// @vitest-environment node
import { randomUUID } from "node:crypto";

import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openLimitCounts, type LimitCounts } from "#app/db/limit-counts.server.ts";
import { limitCounts, sessions, users } from "#app/db/schema.server.ts";
import { auditTrail, describeStores } from "#app/db/test-stores.test-helpers.ts";

import { DEVICE_MAX_AGE_SECONDS } from "./device-cookie.ts";
import { hashPassword } from "./password.server.ts";
import { sessionUser } from "./sessions.server.ts";
import { isKnownDevice, issueDeviceToken } from "./known-device.server.ts";
import { signIn, signOut, type SignInResult } from "./sign-in.server.ts";
import {
  createSignInLimiter,
  SIGN_IN_LIMITS,
  slowdownSeconds,
  waitText,
  type SignInLimiter,
} from "./sign-in-limits.server.ts";

const PASSWORD = "correct horse battery";
const WRONG = "wrong horse battery";
const owner = { id: randomUUID(), email: "owner@example.in", role: "owner" as const };
const staff = { id: randomUUID(), email: "staff@example.in" };

/** The owner's phone, on a mobile network's address. */
const PHONE = "100.64.0.9";
/** The ten addresses a stranger guesses from. */
const STRANGER = Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`);

const reasonOf = (result: SignInResult) => (result.ok ? "ok" : result.reason);
const waitOf = (result: SignInResult) =>
  !result.ok && result.reason === "limited" ? result.retryAfterSeconds : undefined;

describeStores("signIn", (store) => {
  let passwordHash: string;
  let limiter: SignInLimiter;
  let counts: LimitCounts;
  /** The time the attempts are made at (ms): the tests move it on instead of waiting. */
  let clock: number;
  const tick = (seconds: number) => (clock += seconds * 1000);

  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD);
  });
  beforeEach(async () => {
    await store.db.insert(users).values([
      { ...owner, passwordHash },
      { ...staff, passwordHash },
    ]);
    counts = await openLimitCounts(store.db, store.kind);
    limiter = createSignInLimiter(() => counts);
    clock = Date.now();
  });

  type Options = { address?: string; device?: string; previous?: string };
  const attempt = (
    email: string,
    password: string,
    { address = "203.0.113.7", device, previous }: Options = {},
  ) =>
    signIn(
      store.db,
      {
        email,
        password,
        address,
        now: new Date(clock),
        previousToken: previous,
        deviceToken: device,
      },
      limiter,
    );
  /** Signs the owner in from their phone; the phone's known-device token. */
  const ownerPhone = async () => {
    const result = await attempt(owner.email, PASSWORD, { address: PHONE });
    if (!result.ok) throw new Error("the owner could not sign in");
    return result.deviceToken;
  };
  /**
   * A stranger's wrong passwords at the owner's account, `perAddress` from each address,
   * each one sent again after the wait it is told until it is checked. The longest wait.
   */
  const strangerGuesses = async (addresses: string[], perAddress: number) => {
    let longest = 0;
    for (const address of addresses) {
      for (let guess = 0; guess < perAddress; guess += 1) {
        for (;;) {
          const result = await attempt(owner.email, `${WRONG} ${guess}`, { address });
          const wait = waitOf(result);
          if (wait === undefined) {
            expect(reasonOf(result)).toBe("invalid");
            break;
          }
          longest = Math.max(longest, wait);
          tick(wait);
        }
      }
    }
    return longest;
  };
  const audited = () => auditTrail(store.db);

  it("signs in with the right password, starting a session and knowing the device", async () => {
    const result = await attempt("  Owner@Example.IN ", PASSWORD);
    expect(result).toMatchObject({ ok: true, user: owner });
    if (!result.ok) return;
    expect(await sessionUser(store.db, result.token)).toEqual(owner);
    expect(isKnownDevice(result.deviceToken, { ...owner, passwordHash }, new Date(clock))).toBe(
      true,
    );
    expect(await audited()).toEqual([["owner@example.in", "sign-in", null]]);
  });

  it("answers a wrong password and an unknown email alike, and logs no password", async () => {
    const wrong = await attempt("owner@example.in", WRONG);
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

  it("refuses an address 5 failures at an account, even the right password, but not another address", async () => {
    const here = { address: "198.51.100.7" };
    for (let i = 0; i < 5; i += 1) {
      expect(reasonOf(await attempt(owner.email, WRONG, here))).toBe("invalid");
    }
    const limited = await attempt(owner.email, PASSWORD, here);
    expect(reasonOf(limited)).toBe("limited");
    expect(waitOf(limited)).toBeGreaterThan(14 * 60);
    expect(waitOf(limited)).toBeLessThanOrEqual(15 * 60);
    await attempt(owner.email, PASSWORD, here);
    expect((await audited()).filter(([, , detail]) => detail === "too many attempts")).toEqual([
      ["owner@example.in", "sign-in-refused", "too many attempts"],
    ]);
    // Another account from the same address, and the same account from another address.
    expect(reasonOf(await attempt(staff.email, PASSWORD, here))).toBe("ok");
    expect(reasonOf(await attempt(owner.email, PASSWORD, { address: "192.0.2.1" }))).toBe("ok");
    // Fifteen minutes later the address may try again.
    tick(15 * 60);
    expect(reasonOf(await attempt(owner.email, PASSWORD, here))).toBe("ok");
  });

  it("lets the owner sign in from a known device after a stranger's 50 wrong passwords from 10 addresses", async () => {
    const phone = await ownerPhone();
    tick(60);
    const longest = await strangerGuesses(STRANGER, 5);
    // The stranger was slowed down, never locked out for long.
    expect(longest).toBe(SIGN_IN_LIMITS.maxDelaySeconds);
    // At once, though the account is slowed down for everybody else.
    expect(reasonOf(await attempt(owner.email, PASSWORD, { address: "192.0.2.44" }))).toBe(
      "limited",
    );
    const result = await attempt(owner.email, PASSWORD, { address: PHONE, device: phone });
    expect(result).toMatchObject({ ok: true, user: owner });
    // And again with the token this sign-in gave it.
    if (!result.ok) return;
    expect(
      reasonOf(
        await attempt(owner.email, PASSWORD, { address: "192.0.2.45", device: result.deviceToken }),
      ),
    ).toBe("ok");
  }, 60_000);

  it("makes the owner on a new address wait at most the current growing delay, not 15 minutes", async () => {
    await strangerGuesses(STRANGER.slice(0, 3), 4);
    // 12 failures: the next attempt waits 2^(12 - 10) = 4 seconds after the last.
    expect(slowdownSeconds(12)).toBe(4);
    const first = await attempt(owner.email, PASSWORD, { address: "192.0.2.1" });
    expect(reasonOf(first)).toBe("limited");
    expect(waitOf(first)).toBe(4);
    tick(4);
    expect(reasonOf(await attempt(owner.email, PASSWORD, { address: "192.0.2.1" }))).toBe("ok");

    // However long the guessing goes on, the wait is at most five minutes.
    await strangerGuesses(STRANGER.slice(3), 5);
    const later = await attempt(owner.email, PASSWORD, { address: "192.0.2.2" });
    expect(waitOf(later)).toBeGreaterThan(0);
    expect(waitOf(later)).toBeLessThanOrEqual(5 * 60);
    tick(waitOf(later)!);
    expect(reasonOf(await attempt(owner.email, PASSWORD, { address: "192.0.2.2" }))).toBe("ok");
    // The owner's success does not wipe out the stranger's failures: the slowdown goes on.
    expect(reasonOf(await attempt(owner.email, WRONG, { address: "192.0.2.3" }))).toBe("limited");
    // Until fifteen minutes pass without a failure.
    tick(15 * 60);
    for (let i = 0; i < 4; i += 1) {
      expect(reasonOf(await attempt(owner.email, WRONG, { address: "192.0.2.3" }))).toBe("invalid");
    }
  }, 60_000);

  it("keeps colleagues on one shared address signing in (20 failures per address)", async () => {
    const office = { address: "100.64.1.1" };
    // Typos all day: two colleagues 4 each, and a few at emails that have no account.
    for (let round = 0; round < 2; round += 1) {
      for (const email of [owner.email, staff.email]) {
        for (let i = 0; i < 4; i += 1) {
          expect(reasonOf(await attempt(email, WRONG, office))).toBe("invalid");
        }
        expect(reasonOf(await attempt(email, PASSWORD, office))).toBe("ok");
      }
      for (let i = 0; i < 2; i += 1) {
        expect(reasonOf(await attempt(`new${i}@example.in`, PASSWORD, office))).toBe("invalid");
      }
      tick(60);
    }
    // 20 failures from the address: the 21st attempt waits, for every account there.
    expect(reasonOf(await attempt(owner.email, PASSWORD, office))).toBe("limited");
    expect(reasonOf(await attempt(owner.email, PASSWORD, { address: PHONE }))).toBe("ok");
  }, 60_000);

  it("lets a stranger on the owner's address lock only their own guessing, not the owner's known device", async () => {
    const phone = await ownerPhone();
    const shared = { address: PHONE };
    for (let i = 0; i < 5; i += 1) {
      expect(reasonOf(await attempt(owner.email, WRONG, shared))).toBe("invalid");
    }
    expect(reasonOf(await attempt(owner.email, PASSWORD, shared))).toBe("limited");
    expect(reasonOf(await attempt(owner.email, PASSWORD, { ...shared, device: phone }))).toBe("ok");
  });

  it("lets the owner's known device in past a shared address's 20 failures at other accounts", async () => {
    const phone = await ownerPhone();
    // Strangers on the owner's carrier-grade NAT address, at emails of their own.
    const shared = { address: PHONE };
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i += 1) {
      expect(reasonOf(await attempt(`stranger${i}@example.in`, WRONG, shared))).toBe("invalid");
    }
    // A new browser there waits; the owner's phone does not.
    expect(reasonOf(await attempt(owner.email, PASSWORD, shared))).toBe("limited");
    expect(await attempt(owner.email, PASSWORD, { ...shared, device: phone })).toMatchObject({
      ok: true,
      user: owner,
    });
    // What it costs: a stolen device cookie there gets its own 5 guesses, then waits.
    for (let i = 0; i < SIGN_IN_LIMITS.perBrowser; i += 1) {
      expect(reasonOf(await attempt(owner.email, WRONG, { ...shared, device: phone }))).toBe(
        "invalid",
      );
    }
    expect(reasonOf(await attempt(owner.email, PASSWORD, { ...shared, device: phone }))).toBe(
      "limited",
    );
  });

  it("counts a known device's own failures wherever it is: 5, then it waits", async () => {
    const phone = await ownerPhone();
    for (let i = 0; i < 5; i += 1) {
      const address = `192.0.2.${i + 1}`;
      expect(reasonOf(await attempt(owner.email, WRONG, { address, device: phone }))).toBe(
        "invalid",
      );
    }
    const limited = await attempt(owner.email, PASSWORD, { address: "192.0.2.9", device: phone });
    expect(reasonOf(limited)).toBe("limited");
  });

  it("knows no device from another account, an old password, a forged or an old token", async () => {
    const account = { ...owner, passwordHash };
    const now = new Date(clock);
    const token = issueDeviceToken(account, now);
    expect(isKnownDevice(token, account, now)).toBe(true);
    expect(isKnownDevice(token, { ...staff, passwordHash }, now)).toBe(false);
    expect(isKnownDevice(token, { ...account, passwordHash: await hashPassword(PASSWORD) })).toBe(
      false,
    );
    const [issuedAt, signature] = token.split(".") as [string, string];
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(isKnownDevice(`${issuedAt}.${flipped}`, account, now)).toBe(false);
    expect(isKnownDevice(`${Number(issuedAt) + 1}.${signature}`, account, now)).toBe(false);
    expect(isKnownDevice(undefined, account, now)).toBe(false);
    expect(isKnownDevice("not a token", account, now)).toBe(false);
    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(isKnownDevice(token, account, later(DEVICE_MAX_AGE_SECONDS - 1))).toBe(true);
    expect(isKnownDevice(token, account, later(DEVICE_MAX_AGE_SECONDS + 1))).toBe(false);
    expect(isKnownDevice(issueDeviceToken(account, later(3600)), account, now)).toBe(false);
    // The owner's token does not spare another account its slowdown.
    for (const address of STRANGER) await attempt(staff.email, WRONG, { address });
    expect(reasonOf(await attempt(staff.email, PASSWORD, { device: token }))).toBe("limited");
    expect(reasonOf(await attempt(owner.email, PASSWORD, { device: token }))).toBe("ok");
  });

  it("starts the browser's count over after a success", async () => {
    for (let i = 0; i < 4; i += 1) await attempt(owner.email, WRONG);
    expect(await attempt(owner.email, PASSWORD)).toMatchObject({ ok: true });
    for (let i = 0; i < 5; i += 1) {
      expect(reasonOf(await attempt(owner.email, WRONG))).toBe("invalid");
    }
    expect(reasonOf(await attempt(owner.email, PASSWORD))).toBe("limited");
  });

  it("limits each address, whatever emails it tries", async () => {
    limiter = createSignInLimiter(() => counts, { ...SIGN_IN_LIMITS, perAddress: 3 });
    for (let i = 0; i < 3; i += 1) {
      expect(reasonOf(await attempt(`guess${i}@example.in`, WRONG))).toBe("invalid");
    }
    expect(reasonOf(await attempt(owner.email, PASSWORD))).toBe("limited");
    expect(reasonOf(await attempt(owner.email, PASSWORD, { address: "192.0.2.1" }))).toBe("ok");
  });

  it("logs the account's slowdown once per window, not at every refusal", async () => {
    await strangerGuesses(STRANGER.slice(0, 2), 5);
    for (let i = 0; i < 3; i += 1) await attempt(owner.email, WRONG, { address: "192.0.2.9" });
    expect((await audited()).filter(([, , detail]) => detail === "too many attempts")).toHaveLength(
      1,
    );
  });

  it("lets no more parallel attempts through than the limit", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => attempt(owner.email, WRONG)));
    expect(results.filter((result) => reasonOf(result) === "invalid")).toHaveLength(5);
    expect(results.filter((result) => reasonOf(result) === "limited")).toHaveLength(3);
  });

  it("counts in the store: another server's limiter, and one after a restart, see the same failures", async () => {
    for (let i = 0; i < 3; i += 1) await attempt(owner.email, WRONG);
    if (store.kind === "postgres") {
      const other = await store.reopen();
      const there = await openLimitCounts(other.db, other.kind);
      limiter = createSignInLimiter(() => there);
      for (let i = 0; i < 2; i += 1) await attempt(owner.email, WRONG);
      await other.close();
      limiter = createSignInLimiter(() => counts);
    } else {
      await store.restart();
      const reopened = await openLimitCounts(store.db, store.kind);
      limiter = createSignInLimiter(() => reopened);
      for (let i = 0; i < 2; i += 1) await attempt(owner.email, WRONG);
    }
    expect(reasonOf(await attempt(owner.email, PASSWORD))).toBe("limited");
    // The rows hold keys and counts: no email, address or device token.
    const stored = JSON.stringify(await store.db.select().from(limitCounts));
    for (const value of [owner.email, "owner", "203.0.113.7"]) expect(stored).not.toContain(value);
  });

  it("sweeps counts whose window has passed", async () => {
    for (let i = 0; i < 3; i += 1) await attempt(`guess${i}@example.in`, WRONG);
    expect(await store.db.select().from(limitCounts)).toHaveLength(7);
    tick(16 * 60);
    await attempt(owner.email, PASSWORD);
    // Only this attempt's address, browser and account are left.
    expect(await store.db.select().from(limitCounts)).toHaveLength(3);
  });

  it("refuses to count, and so to check a password, when the store cannot be reached", async () => {
    const other = store.kind === "postgres" ? await store.reopen() : store;
    const gone = await openLimitCounts(other.db, other.kind);
    await other.close();
    limiter = createSignInLimiter(() => gone);
    if (store.kind === "postgres") {
      await expect(attempt(owner.email, PASSWORD)).rejects.toThrow();
    } else {
      // The embedded store is the accounts' store too: nothing answers.
      await expect(
        limiter.begin({ address: "203.0.113.7", email: owner.email, now: new Date(clock) }),
      ).rejects.toThrow();
      await store.restart();
    }
  });

  it("gives a new session at each sign-in and ends the browser's previous one", async () => {
    const first = await attempt(owner.email, PASSWORD);
    if (!first.ok) throw new Error("first sign-in failed");
    const second = await attempt(owner.email, PASSWORD, { previous: first.token });
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

describe("the account-wide slowdown", () => {
  it("waits nothing for 9 failures, then 1, 2, 4 … seconds, at most 5 minutes", () => {
    expect([1, 9].map((n) => slowdownSeconds(n))).toEqual([0, 0]);
    expect([10, 11, 12, 13, 18].map((n) => slowdownSeconds(n))).toEqual([1, 2, 4, 8, 256]);
    expect([19, 50, 5000].map((n) => slowdownSeconds(n))).toEqual([300, 300, 300]);
  });
});

describe("waitText", () => {
  it("says seconds under a minute and minutes with the seconds left over", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(0.2)).toBe("1 second");
    expect(waitText(45)).toBe("45 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("1 minute 1 second");
    expect(waitText(300)).toBe("5 minutes");
    expect(waitText(899)).toBe("14 minutes 59 seconds");
  });
});
