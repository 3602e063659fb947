import { sql } from "drizzle-orm";

import { rowsOf, type Db } from "#app/db/store.server.ts";

/**
 * The first day any visit was counted (`YYYY-MM-DD`, India's), from the days' counts and the
 * page views kept; null before the first. A span that begins earlier was counted only in part,
 * which the overview says (issue 57). Each side reads one end of its day index.
 */
export async function countedSince(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ first: string | null }>(
    await db.execute(sql`select least(
      (select min(day) from visit_days), (select min(day) from visit_events))::text as first`),
  );
  return row?.first ?? null;
}
