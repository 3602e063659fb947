// @vitest-environment node
import { describe, expect, it } from "vitest";

import { serverKeys } from "#app/db/schema.server.ts";
import { describeStores } from "#app/db/test-stores.test-helpers.ts";
import { ensureVapidKeys, vapidSubject } from "./vapid-keys.server.ts";

describeStores("the VAPID keys", (store) => {
  it("are made once: callers at the same time, and a second server, all get the same pair", async () => {
    // Another server on the same data where the store allows one (PostgreSQL); the embedded
    // store has one server, but its callers may still race.
    const other = store.kind === "postgres" ? await store.reopen() : undefined;
    try {
      const pairs = await Promise.all([
        ensureVapidKeys(store.db),
        ensureVapidKeys((other ?? store).db),
        ensureVapidKeys(store.db),
      ]);
      expect(new Set(pairs.map((pair) => JSON.stringify(pair))).size).toBe(1);
      expect(pairs[0]!.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(await store.db.select().from(serverKeys)).toHaveLength(1);
    } finally {
      await other?.close();
    }
  });

  it("outlive a restart", async () => {
    const before = await ensureVapidKeys(store.db);
    await store.restart();
    expect(await ensureVapidKeys(store.db)).toEqual(before);
  });
});

describe("the VAPID subject", () => {
  it("is the site's https address, else its email", () => {
    expect(vapidSubject("https://www.example.in/", "hello@example.in")).toBe(
      "https://www.example.in",
    );
    expect(vapidSubject("http://127.0.0.1:4173", "hello@example.in")).toBe(
      "mailto:hello@example.in",
    );
  });
});
