import { join } from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { lockDataDir } from "./data-dir-lock.server.ts";
import { schema } from "./schema.server.ts";

/** The database the leads live in: the same queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw statement (`db.execute`): PGlite and node-postgres both answer with `rows`. */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The transaction object inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Store = {
  db: Db;
  kind: "embedded" | "postgres";
  /** Answers whether the database can be reached now (for 503s and health checks). */
  ping(): Promise<boolean>;
  /**
   * The upkeep PostgreSQL's autovacuum does on its own, for the store that has none: the
   * embedded store runs in this process with no background workers, so nothing else would
   * ever reclaim the space of deleted or updated rows (old page views, expired leads, every
   * status change), and its tables would grow without end; nor would the planner ever learn
   * their sizes. VACUUM (ANALYZE) on the embedded store; nothing on PostgreSQL.
   */
  tidy(): Promise<void>;
  close(): Promise<void>;
};

export type StoreOptions = {
  /** Folder of the embedded store; ignored when `databaseUrl` is set. */
  dataDir: string;
  /** A postgres:// address: the store is that database, shared by every server process. */
  databaseUrl?: string;
  /** Folder of the migrations: MIGRATIONS_FOLDER (./migrations-folder.ts). */
  migrationsFolder: string;
};

/** Any number → one lock id for the migrations of this schema, whoever runs them. */
const MIGRATION_LOCK_ID = 724_531_006;

/** Opens the store and brings its schema up to date (safe to run again and concurrently). */
export async function openStore({
  dataDir,
  databaseUrl,
  migrationsFolder,
}: StoreOptions): Promise<Store> {
  return databaseUrl
    ? openPostgres(databaseUrl, migrationsFolder)
    : openEmbedded(dataDir, migrationsFolder);
}

async function openEmbedded(dataDir: string, migrationsFolder: string): Promise<Store> {
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(join(dataDir, "pgdata"), {
      // PostgreSQL's default 128 MB of buffers is for a database server, not a lead table in a
      // web server's process: 32 MB keeps the process near 170 MB instead of 280 MB.
      postgresqlconf: ["shared_buffers=32MB"],
      // The inbox's search index (app/db/migrations/0002_search.sql) is a trigram index.
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "embedded",
      ping: async () => !client.closed,
      async tidy() {
        await client.exec("VACUUM (ANALYZE)");
      },
      async close() {
        if (!client.closed) await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // A database that does not answer (a failover under way, a dropped network) fails the
    // request with a 503 after this long rather than holding it until the socket gives up.
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  // A connection PostgreSQL drops (a restart, a failover, pg_terminate_backend) emits "error"
  // on its client. The pool listens only while the client is idle; one in use by a query or a
  // transaction would have no listener, and an unheard "error" ends the process. The query in
  // flight fails on its own (503), and the pool replaces the broken client.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool, { schema });
  try {
    // Several servers starting at once: one migrates, the others wait for it.
    const connection = await pool.connect();
    try {
      await connection.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(connection, { schema }), { migrationsFolder });
    } finally {
      await connection.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      connection.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: "postgres",
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    // PostgreSQL's autovacuum keeps its tables.
    tidy: async () => {},
    close: () => pool.end(),
  };
}
