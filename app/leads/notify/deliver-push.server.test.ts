// @vitest-environment node
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";

import { notifications, pushSubscriptions, users } from "#app/db/schema.server.ts";
import { describeStores } from "#app/db/test-stores.test-helpers.ts";
import { receiveQuote } from "#app/leads/receive-quote.server.ts";
import { PUSH_REASONS } from "#app/lib/push-reasons.ts";
import { pushDeliverer, type PushDelivererOptions } from "./deliver-push.server.ts";
import {
  deliverDue,
  enqueueNotifications,
  enqueuePushNotifications,
  type Deliverers,
} from "./outbox.server.ts";
import { startPushService, testDevice, type TestDevice } from "./push.test-helpers.ts";
import { sampleQuote } from "./notify.test-helpers.ts";
import { ensureVapidKeys } from "./vapid-keys.server.ts";

const T0 = new Date("2026-03-14T05:00:00Z");

describeStores("phone alerts in the outbox", (store) => {
  let service: Awaited<ReturnType<typeof startPushService>> | undefined;
  let status = 201;
  afterEach(async () => {
    await service?.close();
    service = undefined;
    status = 201;
  });

  /**
   * An account and `count` devices with alerts on, at the stand-in push service unless
   * `endpointOf` says where (as a subscription stored under an older rule could be).
   */
  async function devicesWithAlerts(
    count: number,
    endpointOf = (id: string, at: NonNullable<typeof service>) => at.endpoint(id),
  ) {
    service ??= await startPushService(() => status);
    const userId = randomUUID();
    await store.db
      .insert(users)
      .values({ id: userId, email: `${userId}@example.in`, passwordHash: "x" });
    const devices: (TestDevice & { id: string })[] = [];
    for (let n = 0; n < count; n += 1) {
      const device = testDevice();
      const id = randomUUID();
      await store.db.insert(pushSubscriptions).values({
        id,
        userId,
        sessionId: "s",
        endpoint: endpointOf(id, service),
        ...device.keys,
        label: "Chrome on Android",
      });
      devices.push({ ...device, id });
    }
    return devices;
  }

  const capture = (elapsedMs: number, message = sampleQuote.message) =>
    receiveQuote(
      { ...sampleQuote, message, elapsed_ms: String(elapsedMs) },
      {
        store: () => ({
          db: store.db,
          noticeVersion: "2026-11-23",
          enqueue: async (tx, leadId) => {
            await enqueueNotifications(tx, leadId, [], T0);
            await enqueuePushNotifications(tx, leadId, T0);
          },
          now: T0,
        }),
      },
    );

  const pushRows = () =>
    store.db.select().from(notifications).where(eq(notifications.channel, "push"));

  /** The push deliverer; the stand-in push service is PUSH_TEST_ORIGIN unless told otherwise. */
  const deliverers = async (
    options: Pick<PushDelivererOptions, "testOrigin" | "resolve"> = {
      testOrigin: service?.origin,
    },
  ): Promise<Deliverers> => ({
    push: pushDeliverer({
      db: store.db,
      keys: await ensureVapidKeys(store.db),
      subject: "https://www.example.in",
      ...options,
    }),
  });

  it("queues one alert per device for a new lead, and none for spam", async () => {
    const devices = await devicesWithAlerts(2);
    const stored = await capture(45_000);
    expect(stored.kind).toBe("stored");
    const rows = await pushRows();
    expect(rows.map((row) => row.target).sort()).toEqual(devices.map((d) => d.id).sort());
    expect(rows.every((row) => row.leadId === (stored as { id: string }).id)).toBe(true);

    const spam = await capture(500, "Cheap followers, click here.");
    expect(spam.kind).toBe("spam");
    expect(await pushRows()).toHaveLength(2);
  });

  it("sends each device an encrypted alert that names the service and the lead, and nothing of the person", async () => {
    const [device] = await devicesWithAlerts(1);
    const lead = await capture(45_000);
    expect(await deliverDue(store, await deliverers(), T0)).toMatchObject({ sent: 1 });

    const [request] = service!.received;
    expect(request!.headers["content-encoding"]).toBe("aes128gcm");
    expect(request!.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    for (const data of Object.values(sampleQuote)) {
      if (data !== sampleQuote.service)
        expect(request!.body.toString("latin1")).not.toContain(data);
    }
    const alert = JSON.parse(device!.decrypt(request!.body)) as Record<string, string>;
    const id = (lead as { id: string }).id;
    expect(alert).toEqual({
      title: "New lead: Website Creation",
      body: "Open the inbox to read it.",
      url: `/admin/leads/${id}`,
      tag: `lead-${id}`,
    });
    expect((await pushRows())[0]).toMatchObject({ state: "sent", attempts: 1 });
  });

  it("retries a push service that fails, on the outbox's schedule", async () => {
    await devicesWithAlerts(1);
    status = 503;
    await capture(45_000);
    expect(await deliverDue(store, await deliverers(), T0)).toMatchObject({ retrying: 1 });
    expect((await pushRows())[0]).toMatchObject({
      state: "pending",
      lastError: PUSH_REASONS.refused,
      nextAttemptAt: new Date(T0.getTime() + 30_000),
    });

    status = 201;
    const later = new Date(T0.getTime() + 30_000);
    expect(await deliverDue(store, await deliverers(), later)).toMatchObject({ sent: 1 });
    expect(service!.received).toHaveLength(2);
  });

  it("removes a device the push service says is gone (410) and gives its alert up at once", async () => {
    const [gone] = await devicesWithAlerts(1);
    status = 410;
    await capture(45_000);
    const run = await deliverDue(store, await deliverers(), T0);
    expect(run).toMatchObject({ sent: 0, retrying: 0, failed: 1 });
    expect(run.problems[0]!.retryAt).toBeNull();
    expect((await pushRows())[0]).toMatchObject({
      state: "failed",
      attempts: 1,
      lastError: PUSH_REASONS.gone,
    });
    expect(
      await store.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, gone!.id)),
    ).toEqual([]);
    // The next lead has no alert for it.
    expect((await capture(45_000, "And a menu too.")).kind).toBe("stored");
    expect(await pushRows()).toHaveLength(1);
  });

  it("gives up quietly on a device whose alerts were turned off after the lead arrived", async () => {
    const [device] = await devicesWithAlerts(1);
    await capture(45_000);
    await store.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device!.id));
    const run = await deliverDue(store, await deliverers(), T0);
    expect(run).toMatchObject({ sent: 0, retrying: 0, failed: 1, problems: [] });
    expect((await pushRows())[0]).toMatchObject({
      state: "failed",
      lastError: "alerts were turned off on that device",
    });
    expect(service!.received).toHaveLength(0);
  });

  it("does not connect to an address of this machine written in an endpoint, and retries it", async () => {
    // Stored under the older rule, which let any signed-in account add them.
    const written = [
      (port: number) => `http://127.0.0.1:${port}/x`,
      (port: number) => `https://127.0.0.1:${port}/x`,
      (port: number) => `https://[::ffff:7f00:1]:${port}/x`,
      (port: number) => `https://localhost:${port}/x`,
    ];
    const ids = await devicesWithAlerts(written.length);
    for (const [n, endpoint] of written.entries()) {
      await store.db
        .update(pushSubscriptions)
        .set({ endpoint: endpoint(service!.port) })
        .where(eq(pushSubscriptions.id, ids[n]!.id));
    }
    await capture(45_000);
    const resolve = async () => [{ address: "127.0.0.1", family: 4 }];
    const run = await deliverDue(store, await deliverers({ resolve }), T0);
    expect(service!.connections()).toBe(0);
    expect(run).toMatchObject({ sent: 0, retrying: written.length, failed: 0 });
    for (const row of await pushRows()) {
      expect(row).toMatchObject({ state: "pending", lastError: PUSH_REASONS.unreachable });
    }
  });

  it("looks the endpoint's name up with the lookup given, connects to no address of its network, and retries", async () => {
    const answers = [
      [{ address: "127.0.0.1", family: 4 }],
      [{ address: "::ffff:7f00:1", family: 6 }],
      [{ address: "10.0.0.1", family: 4 }],
      [
        { address: "169.254.169.254", family: 4 },
        { address: "fd00::1", family: 6 },
      ],
    ];
    const asked: string[] = [];
    for (const answer of answers) {
      await store.db.delete(notifications);
      await store.db.delete(pushSubscriptions);
      await devicesWithAlerts(1, (id, at) => `https://push.example.in:${at.port}/push/${id}`);
      await capture(45_000, `A menu card, ${answer[0]!.address}.`);
      const resolve = async (hostname: string) => {
        asked.push(hostname);
        return answer;
      };
      const run = await deliverDue(store, await deliverers({ resolve }), T0);
      expect(run, answer[0]!.address).toMatchObject({ sent: 0, retrying: 1 });
      expect((await pushRows())[0]).toMatchObject({
        state: "pending",
        lastError: PUSH_REASONS.unreachable,
        nextAttemptAt: new Date(T0.getTime() + 30_000),
      });
    }
    expect(asked).toEqual(answers.map(() => "push.example.in"));
    expect(service!.connections()).toBe(0);
  });

  it("retries an endpoint whose name cannot be looked up, as any failed send", async () => {
    await devicesWithAlerts(1, (id) => `https://push.example.in/push/${id}`);
    await capture(45_000);
    const resolve = async (hostname: string) => {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    };
    const run = await deliverDue(store, await deliverers({ resolve }), T0);
    expect(run).toMatchObject({ sent: 0, retrying: 1, failed: 0 });
    expect(run.problems[0]!.reason).toBe(PUSH_REASONS.unreachable);
    expect((await pushRows())[0]).toMatchObject({
      state: "pending",
      lastError: PUSH_REASONS.unreachable,
    });
  });
});
