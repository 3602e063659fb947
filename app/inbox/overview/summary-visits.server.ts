import type { SummaryVisits } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { readVisits, visitsCountedBefore, type VisitRow } from "#app/visits/index.server.ts";

/*
 * What the daily summary says of a day's visits (issue 57): its visitors, the source its most
 * visits came from and the page its most visits began on. Read by readVisits, which reads a day
 * not rolled up yet from its page views, so at 09:00 the figures are the same whether or not a
 * server has rolled the day up.
 */

/** The line with the most visits, but the sources past a day's kept ones; none without a visit. */
function mostVisits(rows: VisitRow[]): VisitRow | undefined {
  let top: VisitRow | undefined;
  // readVisits lists the most viewed first: a tie in visits goes to the more viewed.
  for (const row of rows) {
    if (!row.other && row.visits > 0 && row.visits > (top?.visits ?? 0)) top = row;
  }
  return top;
}

/**
 * The visits of `day` as the summary gives them, read on `today` (the servers' day in India);
 * undefined when no page view was counted that day or before it: the site has not begun counting.
 */
export async function summaryVisits(
  db: Db,
  day: string,
  today: string,
): Promise<SummaryVisits | undefined> {
  const span = { from: day, to: day };
  const [[total], sources, pages] = await Promise.all([
    readVisits(db, { ...span, by: "day" }, today),
    readVisits(db, { ...span, by: "source" }, today),
    readVisits(db, { ...span, by: "page" }, today),
  ]);
  if (!total && !(await visitsCountedBefore(db, day))) return undefined;
  const source = mostVisits(sources);
  const page = mostVisits(pages);
  return {
    day,
    visitors: total?.visitors ?? 0,
    ...(source && { topSource: { name: source.key, visits: source.visits } }),
    ...(page && { topEntryPage: { page: page.key, visits: page.visits } }),
  };
}
