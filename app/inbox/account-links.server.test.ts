// @vitest-environment node
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { accountLinks, pushSubscriptions, users } from "#app/db/schema.server.ts";
import { auditTrail, describeStores } from "#app/db/test-stores.ts";

import {
  cancelInvitation,
  createAccountLink,
  LinkUnusable,
  pendingInvitations,
  redeemAccountLink,
  usableLink,
} from "./account-links.server.ts";
import { addUser, findAccount } from "./accounts.server.ts";
import { verifyPassword } from "./password.server.ts";
import { tokenHash } from "./random-token.server.ts";
import { createSession, sessionUser } from "./sessions.server.ts";

const OWNER = "owner@example.in";
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new passphrase";
const t0 = new Date("2026-11-26T04:30:00Z");
const hours = (n: number) => new Date(t0.getTime() + n * 3_600_000);

describeStores("one-time account links", (store) => {
  const invite = (email: string, now = t0) =>
    createAccountLink(store.db, { kind: "invite", email, createdBy: OWNER, now });

  it("invites a colleague: the link makes their account once, as staff, and keeps only a hash", async () => {
    await addUser(store.db, OWNER, PASSWORD);
    const { token, expiresAt } = await invite("Priya@Example.in");
    expect(expiresAt).toEqual(hours(72));
    const [row] = await store.db.select().from(accountLinks);
    expect(row?.id).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await usableLink(store.db, token, hours(1))).toEqual({
      kind: "invite",
      email: "priya@example.in",
      role: "staff",
    });

    const user = await redeemAccountLink(store.db, token, PASSWORD, hours(1));
    expect(user).toMatchObject({ email: "priya@example.in", role: "staff" });
    expect(await findAccount(store.db, "priya@example.in")).toMatchObject({ role: "staff" });
    // Once only.
    expect(await usableLink(store.db, token, hours(2))).toBeUndefined();
    await expect(redeemAccountLink(store.db, token, NEW_PASSWORD, hours(2))).rejects.toThrow(
      LinkUnusable,
    );
    expect(await auditTrail(store.db)).toContainEqual([
      OWNER,
      "user-invited",
      "priya@example.in as staff",
    ]);
  });

  it("refuses an expired link, an unknown one and one replaced by a newer invitation", async () => {
    const first = await invite("priya@example.in");
    const second = await invite("priya@example.in", hours(1));
    expect(await usableLink(store.db, first.token, hours(1))).toBeUndefined();
    await expect(redeemAccountLink(store.db, first.token, PASSWORD, hours(1))).rejects.toThrow(
      LinkUnusable,
    );
    await expect(redeemAccountLink(store.db, second.token, PASSWORD, hours(73))).rejects.toThrow(
      LinkUnusable,
    );
    await expect(redeemAccountLink(store.db, "A".repeat(43), PASSWORD, t0)).rejects.toThrow(
      LinkUnusable,
    );
    await expect(redeemAccountLink(store.db, "not a token", PASSWORD, t0)).rejects.toThrow(
      LinkUnusable,
    );
    expect(await findAccount(store.db, "priya@example.in")).toBeUndefined();
  });

  it("keeps a link usable when the password will not do", async () => {
    const { token } = await invite("priya@example.in");
    await expect(redeemAccountLink(store.db, token, "short", hours(1))).rejects.toMatchObject({
      code: "weak-password",
    });
    expect(await usableLink(store.db, token, hours(1))).toBeDefined();
  });

  it("lets two uses of one link at once make one account", async () => {
    const { token } = await invite("priya@example.in");
    const results = await Promise.allSettled([
      redeemAccountLink(store.db, token, PASSWORD, hours(1)),
      redeemAccountLink(store.db, token, NEW_PASSWORD, hours(1)),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await store.db.$count(users)).toBe(1);
  });

  it("invites no email that has an account, and resets none that has not", async () => {
    await addUser(store.db, OWNER, PASSWORD);
    await expect(invite(OWNER)).rejects.toMatchObject({ code: "exists" });
    await expect(
      createAccountLink(store.db, { kind: "reset", email: "nobody@example.in", createdBy: OWNER }),
    ).rejects.toMatchObject({ code: "unknown" });
  });

  it("resets a password by link: signed out everywhere, phone alerts ended", async () => {
    const account = await addUser(store.db, "priya@example.in", PASSWORD, { role: "staff" });
    const session = await createSession(store.db, account.id, t0);
    await store.db.insert(pushSubscriptions).values({
      id: crypto.randomUUID(),
      userId: account.id,
      sessionId: null,
      endpoint: "https://push.example/1",
      p256dh: "k",
      auth: "a",
      label: "Chrome on Android",
    });
    const { token, expiresAt } = await createAccountLink(store.db, {
      kind: "reset",
      email: "priya@example.in",
      createdBy: OWNER,
      now: t0,
    });
    expect(expiresAt).toEqual(hours(24));
    const user = await redeemAccountLink(store.db, token, NEW_PASSWORD, hours(1));
    expect(user).toEqual({ id: account.id, email: "priya@example.in", role: "staff" });
    const [row] = await store.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, account.id));
    expect(await verifyPassword(NEW_PASSWORD, row!.hash)).toBe(true);
    expect(await sessionUser(store.db, session, hours(1))).toBeNull();
    expect(await store.db.$count(pushSubscriptions)).toBe(0);
  });

  it("lists the invitations waiting, and cancels one", async () => {
    await invite("zoya@example.in");
    await createAccountLink(store.db, {
      kind: "invite",
      email: "arjun@example.in",
      role: "owner",
      createdBy: OWNER,
      now: t0,
    });
    await invite("gone@example.in", hours(-100));
    expect(await pendingInvitations(store.db, hours(1))).toEqual([
      { email: "arjun@example.in", role: "owner", createdBy: OWNER, expiresAt: hours(72) },
      { email: "zoya@example.in", role: "staff", createdBy: OWNER, expiresAt: hours(72) },
    ]);
    expect(await cancelInvitation(store.db, "zoya@example.in", OWNER)).toBe(true);
    expect(await cancelInvitation(store.db, "zoya@example.in", OWNER)).toBe(false);
    expect((await pendingInvitations(store.db, hours(1))).map((row) => row.email)).toEqual([
      "arjun@example.in",
    ]);
  });
});
