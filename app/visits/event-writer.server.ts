import { inArray, sql, type SQL } from "drizzle-orm";

import { visitRollups } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { describeError } from "#app/db/store-faults.server.ts";

import type { PageView } from "./read-beacon.ts";

/*
 * Page views are kept in memory and written together: every WRITE_EVERY_MS, at BATCH_SIZE, and
 * at a clean stop. A crash loses what arrived since the last write (at most WRITE_EVERY_MS of
 * page views); a store that cannot be reached keeps them, up to MAX_KEPT, until it can.
 */

/** A page view ready to store: its day in India and its visitor's hash. */
export type VisitEvent = PageView & { day: string; visitor: string };

export const WRITE_EVERY_MS = 5_000;
/** A write of this many rows at most; this many waiting starts one at once. */
export const BATCH_SIZE = 500;
/** Page views kept while the store is down; past this, the oldest go (and are logged). */
export const MAX_KEPT = 20_000;

/**
 * The lock a day's roll-up takes alone and writes take shared (any two ids): a page view is
 * written before its day is rolled up, or not at all, so a roll-up equals its day's rows.
 */
export const ROLLUP_LOCK = sql`${724_531_043}, 1`;

export type EventWriter = {
  add(event: VisitEvent): void;
  /** Writes what is waiting now; rejects when the store refused it (kept for the next write). */
  write(): Promise<void>;
  /** Stops the timer and writes what is waiting, once. */
  stop(): Promise<void>;
};

/**
 * One statement for the rows, a column's values in one array each: a tenth of the parameters
 * of a row-by-row VALUES list, and on the embedded store a third of its time (500 rows in
 * 10 ms, not 30–45 ms), which blocks the event loop while it runs.
 */
function insertStatement(rows: readonly VisitEvent[]): SQL {
  const column = <T>(of: (event: VisitEvent) => T) => sql.param(rows.map(of));
  return sql`insert into visit_events
      (day, page, language, starts, visitor, device, host, utm_source, utm_medium, utm_campaign)
    select * from unnest(${column((e) => e.day)}::date[], ${column((e) => e.page)}::text[],
      ${column((e) => e.language)}::text[], ${column((e) => e.starts)}::boolean[],
      ${column((e) => e.visitor)}::text[], ${column((e) => e.device)}::text[],
      ${column((e) => e.host)}::text[], ${column((e) => e.utmSource)}::text[],
      ${column((e) => e.utmMedium)}::text[], ${column((e) => e.utmCampaign)}::text[])`;
}

/** Writes `events`, but those of days already rolled up, which would count nowhere. */
async function insertEvents(db: Db, events: readonly VisitEvent[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${ROLLUP_LOCK})`);
    const days = [...new Set(events.map((event) => event.day))];
    const rolled = new Set(
      (
        await tx
          .select({ day: visitRollups.day })
          .from(visitRollups)
          .where(inArray(visitRollups.day, days))
      ).map((row) => row.day),
    );
    const rows = events.filter((event) => !rolled.has(event.day));
    if (rows.length) await tx.execute(insertStatement(rows));
    return events.length - rows.length;
  });
}

/**
 * The writer of page views into `db`. `log` is told each kind of fault once while it lasts
 * (never a page view's values): a write refused, page views dropped.
 */
export function startEventWriter(
  db: Db,
  {
    log = console.error,
    everyMs = WRITE_EVERY_MS,
  }: { log?: (line: string) => void; everyMs?: number } = {},
): EventWriter {
  let waiting: VisitEvent[] = [];
  let writing: Promise<void> | undefined;
  const logged = new Set<string>();
  const once = (kind: string, line: string) => {
    if (logged.has(kind)) return;
    logged.add(kind);
    log(line);
  };

  const writeNow = async () => {
    while (waiting.length) {
      const batch = waiting.slice(0, BATCH_SIZE);
      let late: number;
      try {
        late = await insertEvents(db, batch);
      } catch (error) {
        once(
          "write",
          `Visits: page views could not be written (${describeError(error)}); kept for the next try.`,
        );
        throw error;
      }
      waiting = waiting.slice(batch.length);
      logged.delete("write");
      if (late) once("late", "Visits: page views of a day already rolled up were dropped.");
    }
  };

  const write = () => {
    writing ??= writeNow().finally(() => {
      writing = undefined;
    });
    return writing;
  };

  const timer = setInterval(() => void write().catch(() => {}), everyMs);
  timer.unref();

  return {
    add(event) {
      waiting.push(event);
      if (waiting.length > MAX_KEPT) {
        waiting = waiting.slice(waiting.length - MAX_KEPT);
        once(
          "dropped",
          `Visits: over ${MAX_KEPT} page views waited for the store; the oldest were dropped.`,
        );
      }
      if (waiting.length >= BATCH_SIZE) void write().catch(() => {});
    },
    write,
    async stop() {
      clearInterval(timer);
      await writing?.catch(() => {});
      await write().catch(() => {});
    },
  };
}
