// bench:inbox's overview by period (issue 57), its parts apart, timed in this process around
// each call on the seeded store (the server's time for it, without HTTP or rendering):
//   - each visits read alone, `readVisits` by day, page, source, language and device, for the
//     period's days and for the period before (two columns);
//   - the five at once, `readVisitsBy`, as the overview reads its visits: one read of the
//     days' counts and one count of today's page views for all of them;
//   - the leads' part alone, `readLeadOverview` (the bucketed leads, the totals, the period
//     before's);
//   - the overview whole, `readOverview` for the period: the leads, the quotes by where their
//     visit began, and the visits.
// Median (p50) and 95th percentile of `runs` calls each, after one call not counted.
import { readLeadOverview, readOverview } from "#app/inbox/index.server.ts";
import { overviewPeriod } from "#app/inbox/index.ts";
import type { Db } from "#app/db/store.server.ts";
import { istDay } from "#app/site/india-time.ts";
import { readVisits, readVisitsBy, type VisitsBy } from "#app/visits/index.server.ts";
import { isPublicPage } from "#app/wiring/public-pages.server.ts";

import { TARGET_MS } from "./inbox-queries.ts";
import { OVERVIEW_PERIODS, type DaySpan } from "./overview-periods.ts";
import { median, ms, p95, timeRuns } from "./timings.ts";

/** What the overview reads its visits by. */
const VISITS_BY: readonly VisitsBy[] = ["day", "page", "source", "language", "device"];

export type OverviewQueryRow = {
  store: string;
  period: string;
  measure: string;
  /** p50 / p95 for the period's own days. */
  current: string;
  /** p50 / p95 for the period before it (the visits' reads only). */
  previous: string;
  target: string;
  ok: boolean;
};

/** Times `work`: one call to warm up, then `runs`; its p50 / p95 as text, and its p95. */
async function timed(runs: number, work: () => Promise<unknown>) {
  await work();
  const times = await timeRuns(runs, work);
  return { text: `${ms(median(times))} / ${ms(p95(times))}`, p95: p95(times) };
}

/**
 * Times every part of the overview for each period on `db`, at this moment.
 * @param runs calls timed of each read
 */
export async function benchOverviewQueries(
  db: Db,
  label: string,
  { runs }: { runs: number },
): Promise<OverviewQueryRow[]> {
  const now = new Date();
  const today = istDay(now);
  const target = `≤ ${TARGET_MS} ms (p95)`;
  const rows: OverviewQueryRow[] = [];
  const read = (span: DaySpan, by: VisitsBy) => () => readVisits(db, { ...span, by }, today);

  for (const period of OVERVIEW_PERIODS) {
    const { current, previous } = period.spans(today);
    const row = (measure: string, times: { text: string; p95: number }[]) => ({
      store: label,
      period: period.name,
      measure,
      current: times[0]!.text,
      previous: times[1]?.text ?? "",
      target,
      ok: times.every((time) => time.p95 <= TARGET_MS),
    });
    for (const by of VISITS_BY) {
      rows.push(
        row(`visits by ${by}`, [
          await timed(runs, read(current, by)),
          await timed(runs, read(previous, by)),
        ]),
      );
    }
    const together = (span: DaySpan) => () => readVisitsBy(db, span, VISITS_BY, today);
    rows.push(
      row("visits: the five at once", [
        await timed(runs, together(current)),
        await timed(runs, together(previous)),
      ]),
    );
    rows.push(
      row("leads: readLeadOverview", [
        await timed(runs, () => readLeadOverview(db, overviewPeriod(period.param, now))),
      ]),
    );
    rows.push(
      row("whole: readOverview", [
        await timed(runs, () => readOverview(db, now, { period: period.param, isPublicPage })),
      ]),
    );
  }
  return rows;
}
