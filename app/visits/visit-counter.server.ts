import type { LimitCounts, Rate } from "#app/db/limit-counts.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { describeError } from "#app/db/store-faults.server.ts";
import { addressKey } from "#app/lib/address-key.server.ts";
import { istDay } from "#app/site/india-time.ts";

import { startEventWriter, type EventWriter } from "./event-writer.server.ts";
import { type HeaderReader, leftOut, type LeftOut } from "./left-out.ts";
import { readBeacon } from "./read-beacon.ts";
import { ROLLUP_EVERY_MS, rollUpVisits, type VisitKeeping } from "./roll-up.server.ts";
import { visitorHasher } from "./visitor-hash.server.ts";

/*
 * A beacon, counted or not (docs/decisions/043-visits-counted.md). Whatever happens, the page
 * that sent it hears 204 (app/routes/api-visits.ts): a refusal would be an error in a visitor's
 * console. What is not counted, and why, is this module's answer, and a fault is logged once
 * per kind while it lasts, never per page view and never with its values.
 */

/** Page views counted per address (an IPv6 /64): this many at once, then one every 2 s. */
export const VIEWS_PER_ADDRESS = 300;
export const ADDRESS_WINDOW_MS = 10 * 60_000;

export type CountOutcome =
  | "counted"
  | LeftOut
  /** Not a page view of the site: a field missing or malformed, a page that is not public. */
  | "unknown"
  /** The address's page views are over VIEWS_PER_ADDRESS for now. */
  | "limited"
  /** The store could not be asked (its salt, its counts). */
  | "unavailable";

export type Beacon = {
  fields: URLSearchParams;
  headers: HeaderReader;
  /** The visitor's address, as the server determined it (directly or from a trusted proxy). */
  address: string;
};

export type VisitCounter = {
  count(beacon: Beacon): Promise<CountOutcome>;
  /** Rolls up the days that ended and deletes what is past its time (also on a timer). */
  rollUp(): Promise<string[]>;
  /** Writes the page views waiting in memory, for a test or a bench to read them. */
  write(): Promise<void>;
  /** Stops the timers and writes what is waiting. */
  close(): Promise<void>;
};

export type VisitCounterOptions = {
  db: Db;
  limitCounts: LimitCounts;
  /** Whether a path (in its language, as read-beacon.ts keys it) is a public page. */
  isPublicPage(path: string): boolean;
  /** The session cookie's names, by which the team's own reading is left out. */
  sessionCookieNames: readonly string[];
  keeping: VisitKeeping;
  /** The servers' clock (decision 039): a test moves it across midnight. */
  clock?: () => Date;
  log?: (line: string) => void;
  /** Whether the roll-up timer runs (a test runs rollUp itself). */
  rollUpTimer?: boolean;
};

export function startVisitCounter({
  db,
  limitCounts,
  isPublicPage,
  sessionCookieNames,
  keeping,
  clock = () => new Date(),
  log = console.error,
  rollUpTimer = true,
}: VisitCounterOptions): VisitCounter {
  const hash = visitorHasher(db);
  const admit = limitCounts.admitRatesApart();
  const writer: EventWriter = startEventWriter(db, { log });
  const logged = new Set<string>();
  const once = (kind: string, line: string) => {
    if (!logged.has(kind)) {
      logged.add(kind);
      log(line);
    }
  };

  const rollUp = async () => {
    try {
      const rolled = await rollUpVisits(db, istDay(clock()), keeping);
      logged.delete("roll-up");
      return rolled;
    } catch (error) {
      once("roll-up", `Visits: the days could not be rolled up (${describeError(error)}).`);
      return [];
    }
  };
  const timer = rollUpTimer ? setInterval(() => void rollUp(), ROLLUP_EVERY_MS) : undefined;
  timer?.unref();
  if (rollUpTimer) void rollUp();

  return {
    async count({ fields, headers, address }) {
      const excluded = leftOut(headers, sessionCookieNames);
      if (excluded) return excluded;
      const view = readBeacon(fields, isPublicPage);
      if (!view) return "unknown";
      const at = clock();
      try {
        const rate: Rate = {
          key: limitCounts.keyOf("page views address", addressKey(address)),
          intervalMs: ADDRESS_WINDOW_MS / VIEWS_PER_ADDRESS,
          windowMs: ADDRESS_WINDOW_MS,
        };
        const [overBy = 0] = await admit([rate], at.getTime());
        if (overBy > 0) return "limited";
        const who = await hash(address, headers.get("user-agent") ?? "", at);
        if (!who) return "unavailable";
        writer.add({ ...view, ...who });
        logged.delete("count");
        return "counted";
      } catch (error) {
        once("count", `Visits: a page view could not be counted (${describeError(error)}).`);
        return "unavailable";
      }
    },
    rollUp,
    write: () => writer.write(),
    async close() {
      clearInterval(timer);
      await writer.stop();
    },
  };
}
