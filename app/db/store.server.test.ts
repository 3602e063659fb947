// @vitest-environment node
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { sql } from "drizzle-orm";

import { leads } from "./schema.server.ts";
import { rowsOf, type Store } from "./store.server.ts";
import { blankStore, describeStores, testLead } from "./test-stores.test-helpers.ts";

describeStores("leads", (store) => {
  it("keeps a lead across a restart and migrates again without harm", async () => {
    const lead = testLead({ name: "Ananya Iyer" });
    await store.db.insert(leads).values(lead);
    await store.restart();
    const rows = await store.db.select().from(leads);
    expect(rows.map((row) => [row.id, row.name, row.status])).toEqual([
      [lead.id, "Ananya Iyer", "new"],
    ]);
  }, 60_000);
});

describe("the embedded store's upkeep", () => {
  /** Size of the leads table after `days` of 500 leads written and the day before's deleted. */
  async function churn(store: Store, days: number, { tidy }: { tidy: boolean }) {
    for (let day = 0; day < days; day++) {
      const message = `${"A long enquiry about a new website. ".repeat(25)}${day}`;
      await store.db
        .insert(leads)
        .values(Array.from({ length: 500 }, () => testLead({ message, dedupeKey: String(day) })));
      await store.db.delete(leads).where(sql`${leads.dedupeKey} <> ${String(day)}`);
      if (tidy) await store.tidy();
    }
    const [row] = rowsOf<{ bytes: string }>(
      await store.db.execute(sql`select pg_relation_size('leads') as bytes`),
    );
    return Number(row!.bytes);
  }

  it("reuses the space of deleted rows once tidied: with no autovacuum, it never would", async () => {
    const blank = await blankStore("embedded");
    const store = await blank.open();
    try {
      const oneDay = await churn(store, 1, { tidy: false });
      // Nothing reclaims the deleted rows' space on its own: each day's rows take new pages.
      expect(await churn(store, 8, { tidy: false })).toBeGreaterThan(oneDay * 6);
      await store.db.delete(leads);
      await store.tidy();
      // Tidied each day, the table holds at most two days' rows (a day's are written before the
      // day before's go), however long it runs.
      expect(await churn(store, 8, { tidy: true })).toBeLessThanOrEqual(oneDay * 2.5);
    } finally {
      await store.close();
      await blank.remove();
    }
  }, 120_000);
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
