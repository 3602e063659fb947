import { visitDays, visitEvents, visitRollups, visitSalts } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

// What the visits tables may never hold (issue 56, decision 043): an address, a user agent, a
// whole address of a page or its query. Read after the end-to-end run (./e2e-run.ts), whose
// browsers are counted as people.

/** Each kind of value, by what it looks like. */
export const PERSONAL_LOOKING: readonly (readonly [string, RegExp])[] = [
  ["an IPv4 address", /\b\d{1,3}(?:\.\d{1,3}){3}\b/],
  ["an IPv6 address", /\b[\da-f]{1,4}(?::[\da-f]{0,4}){2,7}\b/i],
  ["a user agent", /Mozilla\/|AppleWebKit|Chrome\/|Safari\/|Gecko|HeadlessChrome/],
  ["a whole address", /:\/\//],
  ["a query", /[?&][^=\s]+=/],
];

/** What a value looks like, when it looks like something the tables may not hold. */
export function looksPersonal(value: string): string | undefined {
  return PERSONAL_LOOKING.find(([, pattern]) => pattern.test(value))?.[0];
}

/** Every text in the visits tables that looks personal, with its table; and how many page views. */
export async function storedVisitsCheck(db: Db) {
  const tables = {
    visit_events: await db.select().from(visitEvents),
    visit_days: await db.select().from(visitDays),
    visit_rollups: await db.select().from(visitRollups),
    visit_salts: await db.select().from(visitSalts),
  };
  const found: string[] = [];
  for (const [table, rows] of Object.entries(tables)) {
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const kind = typeof value === "string" ? looksPersonal(value) : undefined;
        if (kind) found.push(`${table}.${column} holds ${kind}: ${JSON.stringify(value)}`);
      }
    }
  }
  return { pageViews: tables.visit_events.length, found };
}
