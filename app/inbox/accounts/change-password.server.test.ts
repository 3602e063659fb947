// @vitest-environment node
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";

import { openLimitCounts } from "#app/db/limit-counts.server.ts";
import { pushSubscriptions, users } from "#app/db/schema.server.ts";
import { auditTrail, describeStores } from "#app/db/test-stores.test-helpers.ts";

import { addUser, type Account } from "./accounts.server.ts";
import { changePassword, type PasswordChange } from "./change-password.server.ts";
import { inOtherCase, listedPassword } from "./listed-passwords.test-helpers.ts";
import { isKnownDevice, issueDeviceToken } from "./known-device.server.ts";
import { verifyPassword } from "./password.server.ts";
import { createSession, sessionUser } from "./sessions.server.ts";
import { signIn } from "./sign-in.server.ts";
import {
  createSignInLimiter,
  SIGN_IN_LIMITS,
  type SignInGate,
  type SignInLimiter,
} from "./sign-in-limits.server.ts";

const EMAIL = "owner@example.in";
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new passphrase";
const ADDRESS = "203.0.113.7";

/**
 * The sign-in limiter as this module sees it: what it was asked to count, whether each attempt
 * was given back, and a refusal when the test says so (the limits themselves are tested in
 * sign-in.server.test.ts and faults/shared-limits.test.ts).
 */
function recordingLimiter() {
  const attempts: { address: string; email: string; succeeded: boolean }[] = [];
  let refuseFor = 0;
  const limiter: SignInLimiter = {
    async begin({ address, email }): Promise<SignInGate> {
      if (refuseFor) return { allowed: false, retryAfterSeconds: refuseFor, firstRefusal: true };
      const attempt = { address, email, succeeded: false };
      attempts.push(attempt);
      return {
        allowed: true,
        async succeeded() {
          attempt.succeeded = true;
        },
      };
    },
  };
  return { limiter, attempts, refuse: (seconds: number) => (refuseFor = seconds) };
}

describeStores("changing one's own password", (store) => {
  let account: Account;
  let limits: ReturnType<typeof recordingLimiter>;
  beforeEach(async () => {
    account = await addUser(store.db, EMAIL, PASSWORD);
    limits = recordingLimiter();
  });

  const change = (fields: Partial<PasswordChange>) =>
    changePassword(
      store.db,
      {
        user: { id: account.id, email: account.email, role: account.role },
        current: PASSWORD,
        password: NEW_PASSWORD,
        repeat: NEW_PASSWORD,
        address: ADDRESS,
        ...fields,
      },
      limits.limiter,
    );
  const storedHash = async () =>
    (await store.db.select().from(users).where(eq(users.id, account.id)))[0]!.passwordHash;
  const addDevice = (n: number) =>
    store.db.insert(pushSubscriptions).values({
      id: crypto.randomUUID(),
      userId: account.id,
      sessionId: null,
      endpoint: `https://push.example/${n}`,
      p256dh: "k",
      auth: "a",
      label: "Chrome on Android",
    });

  it("refuses a wrong current password as a sign-in attempt that counts, and changes nothing", async () => {
    const hash = await storedHash();
    expect(await change({ current: "not my password at all" })).toEqual({
      ok: false,
      problems: { current: "That is not your current password." },
    });
    expect(limits.attempts).toEqual([{ address: ADDRESS, email: EMAIL, succeeded: false }]);
    expect(await storedHash()).toBe(hash);
    expect((await auditTrail(store.db)).at(-1)).toEqual([
      EMAIL,
      "password-change-refused",
      "wrong current password",
    ]);
  });

  it("counts wrong current passwords with the sign-in page's: past its limit, neither is tried", async () => {
    const counts = await openLimitCounts(store.db, store.kind);
    const limiter = createSignInLimiter(() => counts);
    const user = { id: account.id, email: account.email, role: account.role };
    const tryCurrent = (current: string) =>
      changePassword(
        store.db,
        { user, current, password: NEW_PASSWORD, repeat: NEW_PASSWORD, address: ADDRESS },
        limiter,
      );
    for (let guess = 0; guess < SIGN_IN_LIMITS.perBrowser; guess += 1) {
      expect(await tryCurrent(`guess number ${guess}`)).toMatchObject({
        problems: { current: "That is not your current password." },
      });
    }
    // The sign-in page, from the same address, is refused even the right password now …
    expect(
      await signIn(store.db, { email: EMAIL, password: PASSWORD, address: ADDRESS }, limiter),
    ).toMatchObject({ ok: false, reason: "limited" });
    // … and so is this page.
    expect(await tryCurrent(PASSWORD)).toMatchObject({
      ok: false,
      problems: { current: expect.stringMatching(/^Too many attempts\. Please wait/) },
    });
    expect(await verifyPassword(PASSWORD, await storedHash())).toBe(true);
  });

  it("checks no password while the sign-in limits refuse the account at this address", async () => {
    limits.refuse(90);
    expect(await change({})).toEqual({
      ok: false,
      problems: { current: "Too many attempts. Please wait 1 minute 30 seconds and try again." },
      retryAfterSeconds: 90,
    });
    expect(await verifyPassword(PASSWORD, await storedHash())).toBe(true);
  });

  it("holds the new password to the rules: length, the common list, the same twice, not the current one", async () => {
    const refused = async (fields: Partial<PasswordChange>) => {
      const result = await change(fields);
      expect(result.ok).toBe(false);
      return !result.ok && result.problems;
    };
    expect(await refused({ password: "short", repeat: "short" })).toEqual({
      password: "The password must be at least 12 characters long.",
    });
    const common = inOtherCase(await listedPassword());
    expect(await refused({ password: common, repeat: common })).toEqual({
      password:
        "This password is on a list of common passwords that attackers try first. Please choose another.",
    });
    expect(await refused({ repeat: "a brand new passphrasE" })).toEqual({
      repeat: "The two new passwords are not the same: type it again in both.",
    });
    expect(await refused({ password: PASSWORD, repeat: PASSWORD })).toEqual({
      password: "The new password is the same as the current one: choose another.",
    });
    // Told at once with a wrong current password too.
    expect(await refused({ current: "wrong one", password: await listedPassword(1) })).toEqual({
      current: "That is not your current password.",
      password: expect.stringContaining("list of common passwords"),
    });
    expect(await verifyPassword(PASSWORD, await storedHash())).toBe(true);
  });

  it("sets the new password, ends every session and phone alert, and rotates this browser's session", async () => {
    const here = await createSession(store.db, account.id);
    const elsewhere = [
      await createSession(store.db, account.id),
      await createSession(store.db, account.id),
    ];
    await addDevice(1);
    await addDevice(2);
    const result = await change({});
    expect(result).toMatchObject({ ok: true, otherSessionsEnded: 2, devicesEnded: 2 });
    if (!result.ok) return;
    for (const token of [here, ...elsewhere]) expect(await sessionUser(store.db, token)).toBeNull();
    expect(await sessionUser(store.db, result.token)).toMatchObject({ email: EMAIL });
    expect(await store.db.$count(pushSubscriptions)).toBe(0);
    const hash = await storedHash();
    expect(await verifyPassword(NEW_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(PASSWORD, hash)).toBe(false);
    // The right password is no failure: the attempt is given back.
    expect(limits.attempts).toEqual([{ address: ADDRESS, email: EMAIL, succeeded: true }]);
    expect((await auditTrail(store.db)).at(-1)).toEqual([
      EMAIL,
      "password-changed",
      "2 other sessions, 2 alert devices",
    ]);
  });

  it("makes every known device of the account unknown, and this browser known again", async () => {
    const before = { id: account.id, passwordHash: await storedHash() };
    const knownPhone = issueDeviceToken(before);
    expect(isKnownDevice(knownPhone, before)).toBe(true);
    const result = await change({});
    if (!result.ok) throw new Error("refused");
    const after = { id: account.id, passwordHash: await storedHash() };
    expect(isKnownDevice(knownPhone, after)).toBe(false);
    expect(isKnownDevice(result.deviceToken, after)).toBe(true);
  });
});
