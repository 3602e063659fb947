// @vitest-environment node
import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { sessions, users } from "#app/db/schema.server.ts";
import { accountsBeforeEach, describeStores } from "#app/db/test-stores.test-helpers.ts";

import {
  createSession,
  revokeSession,
  revokeUserSessions,
  sessionUser,
} from "./sessions.server.ts";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const t0 = new Date("2026-11-23T10:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describeStores("sessions", (store) => {
  const [owner, partner] = accountsBeforeEach(store, "owner@example.in", "partner@example.in");

  const lastSeen = async () =>
    (await store.db.select({ at: sessions.lastSeenAt }).from(sessions)).map((row) => row.at);

  it("gives a random token and stores only its SHA-256", async () => {
    const token = await createSession(store.db, owner.id, t0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const rows = await store.db.select().from(sessions);
    expect(rows.map((row) => row.id)).toEqual([createHash("sha256").update(token).digest("hex")]);
    expect(await createSession(store.db, owner.id, t0)).not.toBe(token);
  });

  it("knows the account of a live session, and nobody for another token", async () => {
    const token = await createSession(store.db, owner.id, t0);
    expect(await sessionUser(store.db, token, at(MINUTE / 2))).toEqual(owner);
    expect(await sessionUser(store.db, "B".repeat(43), t0)).toBeNull();
    expect(await sessionUser(store.db, "not a token", t0)).toBeNull();
    expect(await sessionUser(store.db, undefined, t0)).toBeNull();
  });

  it("marks a session as seen at most once a minute", async () => {
    const token = await createSession(store.db, owner.id, t0);
    await sessionUser(store.db, token, at(30 * 1000));
    expect(await lastSeen()).toEqual([t0]);
    await sessionUser(store.db, token, at(2 * MINUTE));
    expect(await lastSeen()).toEqual([at(2 * MINUTE)]);
  });

  it("expires a session idle for more than 14 days, and deletes it", async () => {
    const token = await createSession(store.db, owner.id, t0);
    expect(await sessionUser(store.db, token, at(14 * DAY))).toEqual(owner);
    expect(await sessionUser(store.db, token, at(28 * DAY + 1))).toBeNull();
    expect(await store.db.$count(sessions)).toBe(0);
  });

  it("keeps a session that is used, however old", async () => {
    const token = await createSession(store.db, owner.id, t0);
    for (let day = 10; day <= 50; day += 10) {
      expect(await sessionUser(store.db, token, at(day * DAY))).toEqual(owner);
    }
  });

  it("clears expired sessions when a new one starts", async () => {
    await createSession(store.db, partner.id, t0);
    await createSession(store.db, owner.id, at(15 * DAY));
    const rows = await store.db.select({ userId: sessions.userId }).from(sessions);
    expect(rows).toEqual([{ userId: owner.id }]);
  });

  it("revokes one session, or all of an account's", async () => {
    const first = await createSession(store.db, owner.id, t0);
    const second = await createSession(store.db, owner.id, t0);
    const partners = await createSession(store.db, partner.id, t0);
    await revokeSession(store.db, first);
    await revokeSession(store.db, undefined);
    expect(await sessionUser(store.db, first, t0)).toBeNull();
    expect(await sessionUser(store.db, second, t0)).toEqual(owner);

    await createSession(store.db, owner.id, t0);
    expect(await revokeUserSessions(store.db, owner.id)).toBe(2);
    expect(await sessionUser(store.db, second, t0)).toBeNull();
    expect(await sessionUser(store.db, partners, t0)).toEqual(partner);
  });

  it("ends with the account", async () => {
    const token = await createSession(store.db, owner.id, t0);
    await store.db.delete(users).where(eq(users.id, owner.id));
    expect(await sessionUser(store.db, token, t0)).toBeNull();
  });
});
