import type { Db } from "#app/db/store.server.ts";
import { referrerHost } from "#app/site/lead-sources.ts";
import { siteConfig } from "#app/site/site.config.ts";
import { pageKey } from "#app/visits/index.server.ts";

import { readLeadOrigins } from "./lead-origins.server.ts";
import { type OriginRow, type OriginSplit, originRows } from "./origin-rows.ts";
import {
  DEFAULT_PERIOD,
  overviewPeriod,
  type OverviewPeriod,
  type PeriodKey,
} from "./overview-period.ts";
import { readVisitFigures, VISIT_SPLITS, type VisitFigures } from "./overview-visits.server.ts";
import { readLeadOverview, type LeadOverview } from "./overview.server.ts";

/*
 * The owner's picture (/admin/overview, issue 57): for one period, the visits the site
 * counted, the quotes they became and what the won ones are worth, side by side, and lined up
 * by the entry page, source, language and device the visit began with.
 */

export type Overview = {
  period: OverviewPeriod;
  leads: LeadOverview;
  visits: Omit<VisitFigures, "by">;
  origins: Record<OriginSplit, OriginRow[]>;
};

export type OverviewOptions = {
  period?: PeriodKey;
  /** Whether a page's key is one of the site's public pages (app/wiring/public-pages.server.ts). */
  isPublicPage: (path: string) => boolean;
  /** The site whose referrers count as direct. */
  ownHost?: string | null;
};

/** The overview of `period` at `now`. */
export async function readOverview(
  db: Db,
  now: Date,
  {
    period: key = DEFAULT_PERIOD,
    isPublicPage,
    ownHost = referrerHost(siteConfig.origin),
  }: OverviewOptions,
): Promise<Overview> {
  const period = overviewPeriod(key, now);
  // Side by side on PostgreSQL's pool; the embedded store takes them one after the other.
  const [leads, origins, visits] = await Promise.all([
    readLeadOverview(db, period, { ownHost }),
    readLeadOrigins(db, period.current),
    readVisitFigures(db, period),
  ]);
  const naming = { pageKey, isPublicPage, ownHost };
  const { by, ...totals } = visits;
  return {
    period,
    leads,
    visits: totals,
    origins: Object.fromEntries(
      VISIT_SPLITS.map((split) => [split, originRows(split, by[split], origins, naming)]),
    ) as Record<OriginSplit, OriginRow[]>,
  };
}
