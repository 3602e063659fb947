// @vitest-environment node
import { createECDH, randomBytes } from "node:crypto";

import { expect, it } from "vitest";

import { pushSubscriptions } from "#app/db/schema.server.ts";
import { accountsBeforeEach, describeStores } from "#app/db/test-stores.test-helpers.ts";

import { removeUser } from "#app/inbox/accounts/accounts.server.ts";
import {
  countDevices,
  endpointHash,
  listDevices,
  MAX_DEVICES_PER_ACCOUNT,
  removeDevice,
  saveDevice,
} from "./push-devices.server.ts";
import {
  createSession,
  handOverDevices,
  revokeSession,
  sessionId,
} from "#app/inbox/accounts/sessions.server.ts";

const subscription = (n: number | string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/device-${n}`,
  keys: {
    p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  },
});

describeStores("the devices with phone alerts", (store) => {
  const [owner, partner] = accountsBeforeEach(store, "owner@example.in", "partner@example.in");

  const turnOn = async (userId: string, token: string, n: number | string, label = "Chrome") =>
    saveDevice(store.db, {
      userId,
      sessionId: sessionId(token),
      subscription: subscription(n),
      label,
    });

  it("lists an account's own devices, by label, with their endpoint's hash only", async () => {
    const token = await createSession(store.db, owner.id);
    await turnOn(owner.id, token, 1, "Chrome on Android");
    await turnOn(partner.id, await createSession(store.db, partner.id), 2);
    const listed = await listDevices(store.db, owner.id);
    expect(listed.map(({ label, endpointHash: hash }) => [label, hash])).toEqual([
      ["Chrome on Android", endpointHash(subscription(1).endpoint)],
    ]);
    expect(JSON.stringify(listed)).not.toContain("fcm.googleapis.com");
    expect(await countDevices(store.db)).toBe(2);
  });

  it("keeps one row per browser: the same endpoint again replaces it", async () => {
    const token = await createSession(store.db, owner.id);
    const first = await turnOn(owner.id, token, "same");
    const again = await turnOn(partner.id, await createSession(store.db, partner.id), "same");
    expect(again).toEqual(first);
    expect(await listDevices(store.db, owner.id)).toEqual([]);
    expect(await listDevices(store.db, partner.id)).toHaveLength(1);
  });

  it(`refuses an account's device past ${MAX_DEVICES_PER_ACCOUNT}`, async () => {
    const token = await createSession(store.db, owner.id);
    for (let n = 0; n < MAX_DEVICES_PER_ACCOUNT; n += 1) {
      expect((await turnOn(owner.id, token, n)).ok).toBe(true);
    }
    expect(await turnOn(owner.id, token, "one more")).toEqual({ ok: false, reason: "too-many" });
    // One already there may still be turned on again.
    expect((await turnOn(owner.id, token, 0)).ok).toBe(true);
  });

  it("turns off only the account's own device", async () => {
    const saved = await turnOn(owner.id, await createSession(store.db, owner.id), 1);
    const id = saved.ok ? saved.id : "";
    expect(await removeDevice(store.db, partner.id, { id })).toBe(false);
    expect(await removeDevice(store.db, owner.id, { endpoint: subscription(1).endpoint })).toBe(
      true,
    );
    expect(await countDevices(store.db)).toBe(0);
  });

  it("ends a device's alerts when its person signs out there, and only there", async () => {
    const phone = await createSession(store.db, owner.id);
    const laptop = await createSession(store.db, owner.id);
    await turnOn(owner.id, phone, "phone");
    await turnOn(owner.id, laptop, "laptop");
    await revokeSession(store.db, phone);
    const left = await store.db.select().from(pushSubscriptions);
    expect(left.map((row) => row.endpoint)).toEqual([subscription("laptop").endpoint]);
  });

  it("keeps a device's alerts when its person signs in again in that browser", async () => {
    const before = await createSession(store.db, owner.id);
    await turnOn(owner.id, before, "phone");
    const after = await createSession(store.db, owner.id);
    await handOverDevices(store.db, before, after, owner.id);
    await revokeSession(store.db, before);
    expect(await countDevices(store.db)).toBe(1);
    await revokeSession(store.db, after);
    expect(await countDevices(store.db)).toBe(0);
  });

  it("ends every device of an account that is removed", async () => {
    await turnOn(owner.id, await createSession(store.db, owner.id), "phone");
    await turnOn(partner.id, await createSession(store.db, partner.id), "other");
    await removeUser(store.db, owner.email);
    expect((await store.db.select().from(pushSubscriptions)).map((row) => row.userId)).toEqual([
      partner.id,
    ]);
  });
});
