import { sql } from "drizzle-orm";

import { describeError } from "./store-faults.server.ts";
import type { Rate } from "./rate.ts";
import { rowsOf, type Db } from "./store.server.ts";

/*
 * The quote rates of the embedded store, counted in this process's memory and written back to
 * `limit_counts` in batches (docs/decisions/039-shared-limits.md). One process holds the
 * embedded store (DATA_DIR is locked), so its memory is the one count there is: exact, with no
 * statement on a quote's path. A PGlite statement is WebAssembly on the server's own core
 * (0.2–0.55 ms each), and counting three rates per quote in the store cost 29% of the quotes
 * per second; here a batch is one statement every FLUSH_MS at most, whatever the rate.
 *
 * The counts are the same generic cell rate algorithm as `limit_rates_admit_batch` (migration
 * 0009): per key, the time its count is back to zero (a row's expires_at). Loaded at start,
 * written FLUSH_MS after the first change and at close (a clean stop, SIGTERM); a crash
 * forgets at most the last FLUSH_MS of counts.
 */

/** How long a changed count waits in memory before it is written (one statement per batch). */
export const FLUSH_MS = 250;

export type RatesInMemory = {
  /** As LimitCounts.admitRates: per rate, by how many ms it would go over (all <= 0: counted). */
  admit(rates: readonly Rate[], at: number): number[];
  /** Gives one back to every rate that holds a count. */
  release(rates: readonly Rate[], at: number): void;
  /** Writes every changed count now; kept for the next try when the store refuses. */
  flush(): Promise<void>;
};

/**
 * The rates in `db`'s `limit_counts`, read once now. `sweep` deletes the rows past their
 * expiry (at most once every `sweepEveryMs`; the limit counts' own), before each batch is
 * written; memory lets go of its counts back to zero as often.
 */
export async function loadRatesInMemory(
  db: Db,
  {
    sweep,
    sweepEveryMs,
    log = console.error,
  }: {
    sweep: (at: number) => Promise<void>;
    sweepEveryMs: number;
    log?: (line: string) => void;
  },
): Promise<RatesInMemory> {
  // A rate's row has no count and no slowdown (the sign-in's windows have both, under keys of
  // their own kinds: loading one here is harmless, as no rate asks for its key). Expired rows
  // too: the limiter's clock, not this machine's, says what has expired.
  const loaded = await db.execute(
    sql`select key, expires_at from limit_counts where count = 0 and next_at is null`,
  );
  const backToZero = new Map<string, number>(
    rowsOf<{ key: string; expires_at: unknown }>(loaded).map((row) => [
      row.key,
      new Date(row.expires_at as string | Date).getTime(),
    ]),
  );
  const changed = new Set<string>();
  let lastAt = -Infinity;
  let sweptAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> | undefined;

  const write = async () => {
    timer = undefined;
    const keys = [...changed];
    changed.clear();
    try {
      if (lastAt > -Infinity) await sweep(lastAt);
      if (!keys.length) return;
      const times = keys.map((key) => new Date(backToZero.get(key) ?? lastAt).toISOString());
      await db.execute(sql`insert into limit_counts as c (key, expires_at)
        select * from unnest(${sql.param(keys)}::text[], ${sql.param(times)}::timestamptz[])
        on conflict (key) do update set expires_at = excluded.expires_at`);
    } catch (error) {
      // The counts stay right in memory; the rows catch up at the next batch.
      for (const key of keys) changed.add(key);
      log(`Quote limits: counts not written yet, kept in memory: ${describeError(error)}`);
    }
  };
  const flush = async (): Promise<void> => {
    clearTimeout(timer);
    // One batch at a time, in order: a later one never overwrites with older times.
    while (writing) await writing;
    writing = write().finally(() => (writing = undefined));
    await writing;
  };
  const changedNow = (key: string) => {
    changed.add(key);
    timer ??= setTimeout(() => void flush(), FLUSH_MS);
    timer.unref?.();
  };

  return {
    admit(rates, at) {
      lastAt = Math.max(lastAt, at);
      if (at - sweptAt >= sweepEveryMs) {
        // Counts back to zero mean nothing: memory holds about the last hour's keys.
        sweptAt = at;
        for (const [key, time] of backToZero) if (time <= at) backToZero.delete(key);
      }
      const next = rates.map(
        (rate) => Math.max(backToZero.get(rate.key) ?? at, at) + rate.intervalMs,
      );
      const overBy = rates.map((rate, n) => next[n]! - at - rate.windowMs);
      // All or none: a refusal counts nothing.
      if (overBy.every((over) => over <= 0)) {
        rates.forEach((rate, n) => {
          backToZero.set(rate.key, next[n]!);
          changedNow(rate.key);
        });
      }
      return overBy;
    },
    release(rates, at) {
      lastAt = Math.max(lastAt, at);
      for (const rate of rates) {
        const time = backToZero.get(rate.key);
        if (time === undefined) continue;
        backToZero.set(rate.key, time - rate.intervalMs);
        changedNow(rate.key);
      }
    },
    flush,
  };
}
