import { sql } from "drizzle-orm";

import type { Rate } from "./rate.ts";
import { rowsOf, type Db } from "./store.server.ts";

/*
 * The quote rates on PostgreSQL, where several servers count in the same rows: every quote is
 * checked and counted in the store, exactly, but the quotes that arrive while a server's call
 * is out go together in its next one (`limit_rates_admit_batch`, migration 0009), in the order
 * they arrived. A quiet site sends one quote per call, as before; under a burst, one call and
 * one commit serve several quotes. No quote waits for more than the call before its own.
 */

/** The most quotes in one call: a statement of a few hundred array elements at most. */
export const MAX_BATCH = 64;

/** The call's parameters, in order: quote_of, keys, intervals_ms, windows_ms, ats. */
type BatchParams = [number[], string[], number[], number[], string[]];

/** Runs the batch's call; resolves to its array of how far over, per rate. */
export type BatchCall = (params: BatchParams) => Promise<unknown[]>;

/** The batch's call on `db` (a prepared statement per connection measured no faster). */
export function batchCallOn(db: Db): BatchCall {
  return async (params) => {
    const result = await db.execute(
      sql`select limit_rates_admit_batch(${sql.param(params[0])}::int[],
        ${sql.param(params[1])}::text[], ${sql.param(params[2])}::float8[],
        ${sql.param(params[3])}::float8[], ${sql.param(params[4])}::timestamptz[]) as over`,
    );
    return rowsOf<{ over: unknown[] | null }>(result)[0]?.over ?? [];
  };
}

type Waiting = {
  rates: readonly Rate[];
  at: number;
  resolve(overBy: number[]): void;
  reject(error: unknown): void;
};

/**
 * `admit` as LimitCounts.admitRates, in batches made by `call`. `sweep` runs before each call
 * (the limit counts' own, at most once a minute).
 */
export function countRatesInBatches(
  call: BatchCall,
  sweep: (at: number) => Promise<void>,
): (rates: readonly Rate[], at: number) => Promise<number[]> {
  const waiting: Waiting[] = [];
  let sending = false;

  const send = async (batch: Waiting[]) => {
    const each = <T>(of: (rate: Rate, quote: Waiting, n: number) => T) =>
      batch.flatMap((quote, n) => quote.rates.map((rate) => of(rate, quote, n)));
    const keys = each((rate) => rate.key);
    await sweep(Math.max(...batch.map((quote) => quote.at)));
    const over = (
      await call([
        each((_, __, n) => n),
        keys,
        each((rate) => rate.intervalMs),
        each((rate) => rate.windowMs),
        each((_, quote) => new Date(quote.at).toISOString()),
      ])
    ).map(Number);
    if (over.length !== keys.length) throw new Error("The rates' batch answered short.");
    let from = 0;
    for (const quote of batch) {
      quote.resolve(over.slice(from, (from += quote.rates.length)));
    }
  };

  const drain = async () => {
    sending = true;
    while (waiting.length) {
      const batch = waiting.splice(0, MAX_BATCH);
      await send(batch).catch((error: unknown) => {
        for (const quote of batch) quote.reject(error);
      });
    }
    sending = false;
  };

  return (rates, at) =>
    new Promise<number[]>((resolve, reject) => {
      waiting.push({ rates, at, resolve, reject });
      if (!sending) void drain();
    });
}
