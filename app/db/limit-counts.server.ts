import { createHmac, createSecretKey, randomBytes } from "node:crypto";

import { eq, lt, sql } from "drizzle-orm";

import { batchCallOn, countRatesInBatches } from "./rates-in-batches.server.ts";
import { loadRatesInMemory } from "./rates-in-memory.server.ts";
import type { Rate } from "./rate.ts";
import { limitCounts, serverKeys } from "./schema.server.ts";
import { rowsOf, type Db, type Store } from "./store.server.ts";

/*
 * The limits' counts in the store (docs/decisions/039-shared-limits.md): every server on one
 * database counts in the same rows, and a restart forgets nothing. Each check-and-count is
 * atomic across servers: the rows it reads are locked (made first when absent) in key order,
 * checked together and written together, so that parallel requests on two servers cannot both
 * slip under a limit, and a refusal counts nothing. The algorithms stay with the limiters; the
 * time is theirs too (`at`, ms), so tests play hours in seconds.
 */

/** The row of server_keys that holds the key of the counts' HMAC. */
export const LIMIT_KEY_NAME = "limits";

/** Rows past their expiry are deleted at most this often per process. */
export const SWEEP_INTERVAL_MS = 60_000;

/** A key's row as the limiters read and write it (times in ms). */
export type CountRow = { count: number; nextAt: number | null; expiresAt: number };

export type { Rate } from "./rate.ts";

export type LimitCounts = {
  /**
   * The row key of what is counted: an HMAC keyed by the store's own key, so that no email or
   * address is in the table, and no list of emails or the 2^32 IPv4 addresses tells which
   * rows are whose without that key.
   */
  keyOf(kind: string, value: string): string;
  /**
   * Counts one against every rate, or none: per rate, by how many ms it would have gone over
   * its window (all <= 0: counted). In memory on the embedded store, in batches on PostgreSQL.
   */
  admitRates(rates: readonly Rate[], at: number): Promise<number[]>;
  /**
   * An admitRates of its own, for counts that come in floods (page views, app/visits): on
   * PostgreSQL its batches queue apart, so that no quote waits behind them.
   */
  admitRatesApart(): (rates: readonly Rate[], at: number) => Promise<number[]>;
  /** Gives one back to every rate (a quote that was not stored as a new lead). */
  releaseRates(rates: readonly Rate[], at: number): Promise<void>;
  /**
   * Locks the rows of `keys`, hands `decide` those that exist (expired ones too: the limiter
   * knows its windows), and writes what it returns, in one transaction.
   */
  update<T>(
    keys: readonly string[],
    at: number,
    decide: (rows: ReadonlyMap<string, CountRow>) => {
      value: T;
      writes: ReadonlyMap<string, CountRow>;
    },
  ): Promise<T>;
  /** True once per window for `key`: the first caller in it, whatever the server. */
  firstIn(key: string, windowMs: number, at: number): Promise<boolean>;
  /**
   * Writes the counts this process holds and has not written yet (the embedded store's
   * rates): before the store closes, or for a test to read the rows. Never throws.
   */
  flush(): Promise<void>;
};

/** The store's key for the counts' HMAC, made and stored at first use (one for every server). */
async function limitKey(db: Db): Promise<Buffer> {
  await db
    .insert(serverKeys)
    .values({ name: LIMIT_KEY_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: serverKeys.name });
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, LIMIT_KEY_NAME));
  if (!row) throw new Error("The limits' key is not stored.");
  return Buffer.from(row.value, "base64url");
}

const timestamp = (ms: number) => new Date(ms).toISOString();
const millis = (value: unknown) => new Date(value as string | Date).getTime();

/**
 * The counts of the store `db` of `kind`, with its HMAC key read (or made) once now. `log` is
 * told a batch not written (the embedded store's rates), by the fault's kind only.
 */
export async function openLimitCounts(
  db: Db,
  kind: Store["kind"],
  { log = console.error }: { log?: (line: string) => void } = {},
): Promise<LimitCounts> {
  // A key object made once: an HMAC given the raw bytes makes one per call, which was a tenth
  // of a page view's counting (bench:visits).
  const secret = createSecretKey(await limitKey(db));
  let sweptAt = -Infinity;

  // Rows no limit reads any more go, at most once a minute per process, before a count.
  const sweep = async (at: number) => {
    if (at - sweptAt < SWEEP_INTERVAL_MS) return;
    sweptAt = at;
    await db.delete(limitCounts).where(lt(limitCounts.expiresAt, new Date(at)));
  };
  const inMemory =
    kind === "embedded"
      ? await loadRatesInMemory(db, { sweep, sweepEveryMs: SWEEP_INTERVAL_MS, log })
      : undefined;
  const admit = inMemory
    ? async (rates: readonly Rate[], at: number) => inMemory.admit(rates, at)
    : countRatesInBatches(batchCallOn(db), sweep);

  return {
    keyOf: (kind, value) =>
      createHmac("sha256", secret).update(`${kind}\0${value}`).digest("base64url"),

    admitRates: admit,

    admitRatesApart: () => (inMemory ? admit : countRatesInBatches(batchCallOn(db), sweep)),

    async releaseRates(rates, at) {
      if (inMemory) return inMemory.release(rates, at);
      await sweep(at);
      // The rows locked in key order first, as limit_rates_admit_batch locks them: no deadlock.
      await db.execute(sql`with locked as (
          select key from limit_counts where key = any(${sql.param(rates.map((r) => r.key))}::text[])
          order by key for update)
        update limit_counts as c
        set expires_at = c.expires_at - q.interval_ms * interval '1 millisecond'
        from unnest(${sql.param(rates.map((r) => r.key))}::text[],
          ${sql.param(rates.map((r) => r.intervalMs))}::float8[]) as q(key, interval_ms)
        where c.key = q.key and c.key in (select key from locked)`);
    },

    async update(keys, at, decide) {
      await sweep(at);
      const sorted = [...new Set(keys)].sort();
      return db.transaction(async (tx) => {
        const made = sql.join(
          sorted.map((key) => sql`(${key}, ${timestamp(at)}::timestamptz)`),
          sql`, `,
        );
        // Inserted in key order, or locked where they exist: the lock order of every writer.
        const locked = await tx.execute(
          sql`insert into limit_counts as c (key, expires_at) values ${made}
            on conflict (key) do update set key = excluded.key
            returning c.key, c.count, c.next_at, c.expires_at`,
        );
        type Locked = { key: string; count: number; next_at: unknown; expires_at: unknown };
        const rows = new Map<string, CountRow>(
          rowsOf<Locked>(locked).map((row) => [
            row.key,
            {
              count: Number(row.count),
              nextAt: row.next_at === null ? null : millis(row.next_at),
              expiresAt: millis(row.expires_at),
            },
          ]),
        );
        const { value, writes } = decide(rows);
        if (writes.size) {
          const values = sql.join(
            [...writes].map(
              ([key, row]) =>
                sql`(${key}::text, ${row.count}::integer, ${row.nextAt === null ? null : timestamp(row.nextAt)}::timestamptz, ${timestamp(row.expiresAt)}::timestamptz)`,
            ),
            sql`, `,
          );
          await tx.execute(sql`update limit_counts as c
            set count = v.count, next_at = v.next_at, expires_at = v.expires_at
            from (values ${values}) as v(key, count, next_at, expires_at) where c.key = v.key`);
        }
        return value;
      });
    },

    async firstIn(key, windowMs, at) {
      await sweep(at);
      const result = await db.execute(
        sql`insert into limit_counts as c (key, count, expires_at)
          values (${key}, 1, ${timestamp(at + windowMs)}::timestamptz)
          on conflict (key) do update set count = 1, expires_at = excluded.expires_at
          where c.expires_at <= ${timestamp(at)}::timestamptz
          returning c.key`,
      );
      return rowsOf(result).length > 0;
    },

    flush: async () => inMemory?.flush(),
  };
}
