import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";

import type { NewLead } from "./schema.server.ts";
import { MIGRATIONS_FOLDER } from "./migrations-folder.ts";
import { openStore, type Store } from "./store.server.ts";

// Tests of the lead store run against the embedded store always, and against PostgreSQL
// whenever DATABASE_URL is set (.ci/run sets it when a server answers on 127.0.0.1:5432).

export type StoreKind = Store["kind"];

/** The kinds of store this run tests: `describe.each(storeKinds)`. */
export const storeKinds: StoreKind[] = process.env.DATABASE_URL
  ? ["embedded", "postgres"]
  : ["embedded"];

export type TestStore = Store & {
  /** Opens the same data again, as a restarted server would (the first must be closed). */
  reopen(): Promise<Store>;
  /** Closes and deletes everything the test made. */
  dispose(): Promise<void>;
};

let leadsMade = 0;
/**
 * A lead for a test to insert: the n-th of the test file, received n minutes after 1 Nov 2026
 * (UTC), with its own id, email and duplicate key. `overrides` may depend on n.
 */
export function testLead(
  overrides: Partial<NewLead> | ((n: number) => Partial<NewLead>) = {},
): NewLead {
  leadsMade += 1;
  const n = leadsMade;
  const createdAt = new Date(Date.UTC(2026, 10, 1) + n * 60_000);
  return {
    id: randomUUID(),
    createdAt,
    name: `Visitor ${n}`,
    email: `visitor${n}@example.in`,
    whatsapp: "+91 98765 43210",
    service: "Website Creation",
    message: "A website for our bakery in Kothrud.",
    status: "new",
    dedupeKey: `key-${n}`,
    privacyNoticeVersion: "2026-11-01",
    privacyNoticeShownAt: createdAt,
    ...(typeof overrides === "function" ? overrides(n) : overrides),
  };
}

/** A new, empty store of that kind: a temporary folder, or a new PostgreSQL database. */
export async function createTestStore(kind: StoreKind): Promise<TestStore> {
  if (kind === "embedded") {
    const dataDir = mkdtempSync(join(tmpdir(), "leads-test-"));
    const store = await openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
    return {
      ...store,
      reopen: () => openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER }),
      async dispose() {
        await store.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const databaseUrl = await createTestDatabase();
  const store = await openStore({ dataDir: "", databaseUrl, migrationsFolder: MIGRATIONS_FOLDER });
  return {
    ...store,
    reopen: () => openStore({ dataDir: "", databaseUrl, migrationsFolder: MIGRATIONS_FOLDER }),
    async dispose() {
      await store.close().catch(() => {});
      await dropTestDatabase(databaseUrl);
    },
  };
}

/** A fresh database on the DATABASE_URL server; its address. */
export async function createTestDatabase(): Promise<string> {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `leads_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base.href });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  base.pathname = `/${name}`;
  return base.href;
}

export async function dropTestDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = new URL(process.env.DATABASE_URL!).pathname;
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
