import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { asc } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe } from "vitest";

import { auditLog, schema, users, type NewLead, type Role } from "./schema.server.ts";
import { MIGRATIONS_FOLDER } from "./migrations-folder.ts";
import { openStore, type Db, type Store } from "./store.server.ts";

// Tests of the lead store run against the embedded store always, and against PostgreSQL
// whenever DATABASE_URL is set (.ci/run sets it when a server answers on 127.0.0.1:5432).
// `describeStores` gives a block of tests a store of each kind; the rest is for the few tests
// that need a store of their own.

export type StoreKind = Store["kind"];

/** The kinds of store this run tests: `describeStores` runs its tests on each. */
export const storeKinds: StoreKind[] = process.env.DATABASE_URL
  ? ["embedded", "postgres"]
  : ["embedded"];

/** The store a `describeStores` block's tests share: it stands for the one open now. */
export type SharedStore = Store & {
  /** A second store on the same data, as another server process (the test closes it). */
  reopen(): Promise<Store>;
  /** Closes the store and opens its data again, as a restarted server would. */
  restart(): Promise<void>;
};

/**
 * Declares `tests` once for each kind in `storeKinds`, as "<title> on the <kind> store". Their
 * store is opened before the first test, emptied before each (no lead, account or audit entry
 * is left) and deleted after the last.
 */
export function describeStores(title: string, tests: (store: SharedStore) => void): void {
  for (const kind of storeKinds) {
    describe(`${title} on the ${kind} store`, () => {
      let blank: BlankStore | undefined;
      let opened: Store | undefined;
      const current = () => {
        if (!blank || !opened) throw new Error(`The ${kind} store is open only in its tests.`);
        return { blank, opened };
      };
      beforeAll(async () => {
        blank = await blankStore(kind);
        opened = await blank.open();
      });
      beforeEach(() => emptyStore(current().opened.db));
      afterAll(async () => {
        await opened?.close().catch(() => {});
        await blank?.remove();
      });
      tests({
        kind,
        get db() {
          return current().opened.db;
        },
        ping: () => current().opened.ping(),
        tidy: () => current().opened.tidy(),
        close: () => current().opened.close(),
        reopen: () => current().blank.open(),
        async restart() {
          const { blank: data, opened: running } = current();
          await running.close();
          opened = await data.open();
        },
      });
    });
  }
}

/**
 * Deletes every row of every table, the last in the schema first: a table comes after those it
 * refers to. (DELETE, not TRUNCATE: in the embedded store a TRUNCATE takes several times as long.)
 */
async function emptyStore(db: Db) {
  for (const table of Object.values(schema).reverse()) await db.delete(table);
}

/** A store's data that no one has opened yet: a new folder, or a new PostgreSQL database. */
export type BlankStore = {
  /** The embedded store's folder ("" for PostgreSQL). */
  dataDir: string;
  /** The environment that points a server or the inbox tool at it: DATA_DIR or DATABASE_URL. */
  env: { DATA_DIR: string } | { DATABASE_URL: string };
  /** Opens a store on the data (each call another one, as another or a restarted server). */
  open(): Promise<Store>;
  /** Deletes the data (every store on it closed first). */
  remove(): Promise<void>;
};

export async function blankStore(kind: StoreKind): Promise<BlankStore> {
  if (kind === "embedded") {
    const dataDir = mkdtempSync(join(tmpdir(), "leads-test-"));
    return {
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const databaseUrl = await createTestDatabase();
  return {
    dataDir: "",
    env: { DATABASE_URL: databaseUrl },
    open: () => openStore({ dataDir: "", databaseUrl, migrationsFolder: MIGRATIONS_FOLDER }),
    remove: () => dropTestDatabase(databaseUrl),
  };
}

export type TestStore = Store & {
  /** Opens the same data again, as a restarted server would (the first must be closed). */
  reopen(): Promise<Store>;
  /** Closes and deletes everything the test made. */
  dispose(): Promise<void>;
};

/** A new, empty store of that kind, for a test that needs one of its own. */
export async function createTestStore(kind: StoreKind): Promise<TestStore> {
  const blank = await blankStore(kind);
  const store = await blank.open().catch(async (error: unknown) => {
    await blank.remove();
    throw error;
  });
  return {
    ...store,
    reopen: blank.open,
    async dispose() {
      await store.close().catch(() => {});
      await blank.remove();
    },
  };
}

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

export type TestAccount = { id: string; email: string; role: Role };

/**
 * Inbox accounts for a `describeStores` block, one per email (with a random id), put back in its
 * store before each test, which starts empty. No password signs in to them. Owners, who may do
 * everything; a test of what staff may not do makes its own.
 */
export function accountsBeforeEach<Emails extends string[]>(
  store: SharedStore,
  ...emails: Emails
): { [N in keyof Emails]: TestAccount } {
  const accounts = emails.map((email) => ({ id: randomUUID(), email, role: "owner" as const }));
  beforeEach(async () => {
    await store.db
      .insert(users)
      .values(accounts.map((account) => ({ ...account, passwordHash: "x" })));
  });
  return accounts as { [N in keyof Emails]: TestAccount };
}

/** The audit log, oldest entry first, each as [actor, action, detail]. */
export async function auditTrail(db: Db) {
  const entries = await db
    .select({ actor: auditLog.actor, action: auditLog.action, detail: auditLog.detail })
    .from(auditLog)
    .orderBy(asc(auditLog.at));
  return entries.map(({ actor, action, detail }) => [actor, action, detail]);
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
