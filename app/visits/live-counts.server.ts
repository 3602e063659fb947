import { max } from "drizzle-orm";

import { visitEvents } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { type DayCount, liveDayCounts } from "./roll-up.server.ts";

/*
 * A day's counts from its page views, kept while no page view has been written since (issue 57:
 * counting today's 33,000 page views five ways took the embedded store about 230 ms, on every
 * reading of the overview). Whether one was is the table's newest id, one step down its primary
 * key, which every server's writes raise. A write whose id was taken before another's but
 * committed after it is seen at the next write, or after KEPT_MS at most.
 */

/** The longest a day's counts are kept, written to or not. */
export const KEPT_MS = 5 * 60_000;

type Kept = { newest: number | null; at: number; counts: Promise<DayCount[]> };

const keptByStore = new WeakMap<Db, Map<string, Kept>>();

/** `day`'s counts from its page views, counted again only when page views were written since. */
export async function keptDayCounts(db: Db, day: string, now = Date.now()): Promise<DayCount[]> {
  const [row] = await db.select({ newest: max(visitEvents.id) }).from(visitEvents);
  const newest = row?.newest ?? null;
  const kept = keptByStore.get(db) ?? new Map<string, Kept>();
  keptByStore.set(db, kept);
  const last = kept.get(day);
  if (last && last.newest === newest && now - last.at < KEPT_MS) return last.counts;
  const counts = liveDayCounts(db, day);
  // A day at a time: the days a reading no longer needs are let go.
  kept.clear();
  kept.set(day, { newest, at: now, counts });
  // A failed count is not kept.
  counts.catch(() => kept.delete(day));
  return counts;
}
