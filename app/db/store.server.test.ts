// @vitest-environment node
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { leads } from "./schema.server.ts";
import { MIGRATIONS_FOLDER } from "./migrations-folder.ts";
import { openStore } from "./store.server.ts";
import { createTestStore, storeKinds, type TestStore } from "./test-stores.ts";

const aLead = () => ({
  id: randomUUID(),
  name: "Ananya Iyer",
  email: "ananya@example.in",
  whatsapp: "+91 98765 43210",
  service: "Website Creation",
  message: "A new website for our bakery",
  dedupeKey: "k",
  privacyNoticeVersion: "2026-11-23",
  privacyNoticeShownAt: new Date(),
});

describe.each(storeKinds)("the %s store", (kind) => {
  let store: TestStore | undefined;
  afterEach(async () => {
    await store?.dispose();
    store = undefined;
  });

  it("keeps a lead across a restart and migrates again without harm", async () => {
    store = await createTestStore(kind);
    const lead = aLead();
    await store.db.insert(leads).values(lead);
    await store.close();
    const reopened = await store.reopen();
    try {
      const rows = await reopened.db.select().from(leads);
      expect(rows.map((row) => [row.id, row.name, row.status])).toEqual([
        [lead.id, "Ananya Iyer", "new"],
      ]);
    } finally {
      await reopened.close();
    }
    store = { ...store, close: async () => {} };
  }, 60_000);
});

describe("the embedded store's folder", () => {
  it("refuses a second server on the same DATA_DIR, naming it", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "leads-lock-"));
    const first = await openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
    try {
      // A lock file owned by another live process (the parent of this test runner).
      const { writeFileSync } = await import("node:fs");
      await first.close();
      writeFileSync(join(dataDir, "server.lock"), String(process.ppid));
      await expect(openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER })).rejects.toThrow(
        `DATA_DIR ${dataDir} is in use by another server process (pid ${process.ppid})`,
      );
      // A lock left by a process that is gone (kill -9) is taken over.
      writeFileSync(join(dataDir, "server.lock"), "999999999");
      const second = await openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
