// @vitest-environment node
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { accountLinks, pushSubscriptions, users } from "#app/db/schema.server.ts";
import {
  accountsBeforeEach,
  auditTrail,
  describeStores,
} from "#app/db/test-stores.test-helpers.ts";

import {
  cancelInvitation,
  createAccountLink,
  LinkUnusable,
  pendingInvitations,
  redeemAccountLink,
  usableLink,
} from "./account-links.server.ts";
import { addUser, changeRole, findAccount, removeUser, type Account } from "./accounts.server.ts";
import { listedPassword } from "./listed-passwords.test-helpers.ts";
import { verifyPassword } from "./password.server.ts";
import { tokenHash } from "./random-token.server.ts";
import { createSession, sessionUser } from "./sessions.server.ts";

const OWNER = "owner@example.in";
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new passphrase";
const t0 = new Date("2026-11-26T04:30:00Z");
const hours = (n: number) => new Date(t0.getTime() + n * 3_600_000);

describeStores("one-time account links", (store) => {
  const [owner] = accountsBeforeEach(store, OWNER);
  const invite = (email: string, now = t0) =>
    createAccountLink(store.db, { kind: "invite", email, createdBy: owner, now });

  it("invites a colleague: the link makes their account once, as staff, and keeps only a hash", async () => {
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

  it("refuses a common password, and keeps the link usable", async () => {
    const { token } = await invite("priya@example.in");
    await expect(
      redeemAccountLink(store.db, token, await listedPassword(), hours(1)),
    ).rejects.toMatchObject({
      code: "weak-password",
      message: expect.stringContaining("list of common passwords"),
    });
    expect(await usableLink(store.db, token, hours(1))).toBeDefined();
    expect(await findAccount(store.db, "priya@example.in")).toBeUndefined();
  });

  it("lets two uses of one link at once make one account", async () => {
    const { token } = await invite("priya@example.in");
    const results = await Promise.allSettled([
      redeemAccountLink(store.db, token, PASSWORD, hours(1)),
      redeemAccountLink(store.db, token, NEW_PASSWORD, hours(1)),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await store.db.$count(users, eq(users.email, "priya@example.in"))).toBe(1);
  });

  it("invites no email that has an account, and resets none that has not", async () => {
    await expect(invite(OWNER)).rejects.toMatchObject({ code: "exists" });
    await expect(
      createAccountLink(store.db, { kind: "reset", email: "nobody@example.in", createdBy: owner }),
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
      createdBy: owner,
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
      createdBy: owner,
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

  // Issue 42: a link lives only as long as its reason. The owner who stays, a partner about to
  // be removed or made staff, and a colleague.
  const PARTNER = "partner@example.in";
  const COLLEAGUE = "priya@example.in";
  const team = async () => ({
    owner,
    partner: await addUser(store.db, PARTNER, PASSWORD),
    colleague: await addUser(store.db, COLLEAGUE, PASSWORD, { role: "staff" }),
  });
  const linkBy = (
    maker: Pick<Account, "id" | "email">,
    link: { kind: "invite" | "reset"; email: string; role?: "owner" | "staff" },
    now = t0,
  ) => createAccountLink(store.db, { ...link, createdBy: maker, now });
  const works = async (token: string) =>
    (await usableLink(store.db, token, hours(1))) !== undefined;

  it("ends the links a removed owner made that would let an owner in, not their staff invitations", async () => {
    const { owner, partner } = await team();
    const asOwner = await linkBy(partner, {
      kind: "invite",
      email: "friend@example.in",
      role: "owner",
    });
    const ownerReset = await linkBy(partner, { kind: "reset", email: OWNER });
    const asStaff = await linkBy(partner, { kind: "invite", email: "zoya@example.in" });
    const staffReset = await linkBy(partner, { kind: "reset", email: COLLEAGUE });
    await removeUser(store.db, PARTNER, owner.email);

    await expect(
      redeemAccountLink(store.db, asOwner.token, NEW_PASSWORD, hours(1)),
    ).rejects.toThrow(LinkUnusable);
    expect(await findAccount(store.db, "friend@example.in")).toBeUndefined();
    expect(await works(ownerReset.token)).toBe(false);
    expect(await works(asStaff.token)).toBe(true);
    expect(await works(staffReset.token)).toBe(true);
    expect(await auditTrail(store.db)).toContainEqual([
      OWNER,
      "links-ended",
      `${PARTNER} (2 links)`,
    ]);
  });

  it("ends them too when the owner is made staff, with every link made for them", async () => {
    const { owner, partner } = await team();
    const asOwner = await linkBy(partner, {
      kind: "invite",
      email: "friend@example.in",
      role: "owner",
    });
    const theirReset = await linkBy(owner, { kind: "reset", email: PARTNER });
    await changeRole(store.db, PARTNER, "staff", owner.email);

    expect(await works(asOwner.token)).toBe(false);
    await expect(
      redeemAccountLink(store.db, asOwner.token, NEW_PASSWORD, hours(1)),
    ).rejects.toThrow(LinkUnusable);
    expect(await works(theirReset.token)).toBe(false);
  });

  it("ends every link made for a removed account: none is used for a later account with its email", async () => {
    const { owner } = await team();
    const reset = await linkBy(owner, { kind: "reset", email: COLLEAGUE });
    // An invitation older than the account (which was then added on the command line).
    const early = await linkBy(owner, { kind: "invite", email: "arjun@example.in", role: "owner" });
    await addUser(store.db, "arjun@example.in", PASSWORD, { role: "staff" });
    await removeUser(store.db, COLLEAGUE, owner.email);
    await removeUser(store.db, "arjun@example.in", owner.email);

    // The same email invited again: a new person holds it, with their own password.
    const again = await linkBy(owner, { kind: "invite", email: COLLEAGUE }, hours(1));
    const holder = await redeemAccountLink(
      store.db,
      again.token,
      "the new holder's own one",
      hours(2),
    );
    expect(await usableLink(store.db, reset.token, hours(3))).toBeUndefined();
    await expect(redeemAccountLink(store.db, reset.token, NEW_PASSWORD, hours(3))).rejects.toThrow(
      LinkUnusable,
    );
    const [row] = await store.db.select().from(users).where(eq(users.id, holder.id));
    expect(await verifyPassword("the new holder's own one", row!.passwordHash)).toBe(true);
    await expect(redeemAccountLink(store.db, early.token, NEW_PASSWORD, hours(3))).rejects.toThrow(
      LinkUnusable,
    );
    expect(await findAccount(store.db, "arjun@example.in")).toBeUndefined();
  });

  it("makes no link in the name of an account that is not an owner", async () => {
    const { colleague } = await team();
    await expect(
      linkBy(colleague, { kind: "invite", email: "friend@example.in", role: "owner" }),
    ).rejects.toMatchObject({ code: "not-owner" });
    expect(await store.db.$count(accountLinks)).toBe(0);
  });
});
