// @vitest-environment node
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { leads } from "./schema.server.ts";
import { blankStore, describeStores } from "./test-stores.test-helpers.ts";

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

describeStores("leads", (store) => {
  it("keeps a lead across a restart and migrates again without harm", async () => {
    const lead = aLead();
    await store.db.insert(leads).values(lead);
    await store.restart();
    const rows = await store.db.select().from(leads);
    expect(rows.map((row) => [row.id, row.name, row.status])).toEqual([
      [lead.id, "Ananya Iyer", "new"],
    ]);
  }, 60_000);
});

describe("the embedded store's folder", () => {
  it("refuses a second server on the same DATA_DIR, naming it", async () => {
    const blank = await blankStore("embedded");
    const lockFile = join(blank.dataDir, "server.lock");
    try {
      await (await blank.open()).close();
      // A lock file owned by another live process (the parent of this test runner).
      writeFileSync(lockFile, String(process.ppid));
      await expect(blank.open()).rejects.toThrow(
        `DATA_DIR ${blank.dataDir} is in use by another server process (pid ${process.ppid})`,
      );
      // A lock left by a process that is gone (kill -9) is taken over.
      writeFileSync(lockFile, "999999999");
      await (await blank.open()).close();
    } finally {
      await blank.remove();
    }
  }, 60_000);
});
