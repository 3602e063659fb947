import type { Db } from "#app/db/store.server.ts";
import { countedSince, readVisitsBy, type VisitRow } from "#app/visits/index.server.ts";

import { mondayOf, type OverviewPeriod } from "./overview-period.ts";

/*
 * The visits' part of the owner's picture for a period, read from the site's own counts
 * (app/visits): visitors and visits in all, for the period and the one before, a day or a week
 * at a time, and the visits each entry page, source, language and device began.
 */

/** What the visits of a span add up to. Visitors are daily visitors summed over its days. */
export type VisitTotals = { visitors: number; visits: number };

/** How a period's visits are split for the tables: by where they began. */
export const VISIT_SPLITS = ["page", "source", "campaign", "language", "device"] as const;
export type VisitSplit = (typeof VISIT_SPLITS)[number];

export type VisitFigures = {
  /** The first day counted, or null before any: a period from earlier was counted in part. */
  countedSince: string | null;
  current: VisitTotals;
  previous: VisitTotals;
  /** Each bucket's visitors and visits, in the period's order. */
  perBucket: VisitTotals[];
  /** The period's rows by each split; a page's `visits` are the visits it was the entry of. */
  by: Record<VisitSplit, VisitRow[]>;
};

const totalOf = (rows: readonly VisitRow[]): VisitTotals => ({
  visitors: rows.reduce((sum, row) => sum + row.visitors, 0),
  visits: rows.reduce((sum, row) => sum + row.visits, 0),
});

/** The visits of `period`. */
export async function readVisitFigures(db: Db, period: OverviewPeriod): Promise<VisitFigures> {
  // One after another: the embedded store answers one query at a time anyway.
  const since = await countedSince(db);
  const { day: days, ...by } = await readVisitsBy(
    db,
    period.current,
    ["day", ...VISIT_SPLITS],
    period.today,
  );
  const { day: before } = await readVisitsBy(db, period.previous, ["day"], period.today);

  const bucketOfDay = (day: string) => (period.unit === "day" ? day : mondayOf(day));
  const perBucket = period.buckets.map(() => ({ visitors: 0, visits: 0 }));
  const place = new Map(period.buckets.map((bucket, index) => [bucket.key, index]));
  for (const row of days) {
    const bucket = perBucket[place.get(bucketOfDay(row.key)) ?? -1];
    if (!bucket) continue;
    bucket.visitors += row.visitors;
    bucket.visits += row.visits;
  }
  return {
    countedSince: since,
    current: totalOf(days),
    previous: totalOf(before),
    perBucket,
    by,
  };
}
