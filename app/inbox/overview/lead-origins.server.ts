import { sql } from "drizzle-orm";

import { leadFacts } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import type { Device } from "#app/site/device-classes.ts";

import type { DaySpan } from "./overview-period.ts";
import { leadsIn } from "./overview.server.ts";

/*
 * Where a period's quotes came from, to line up with its visits (./overview-joins.ts): each
 * lead's entry page (its landing page without the query), language, device and source parts,
 * counted in SQL with how many were won and their value, from the lead's facts as the store keeps
 * them (lead_facts). Named in JavaScript, as every page names a page and a source.
 */

export type LeadOrigin = {
  /** The landing page's path, without its query; null when the quote carried none. */
  landing: string | null;
  language: string;
  device: Device | null;
  utm: string | null;
  /** The utm_campaign, trimmed; null when none. */
  campaign: string | null;
  /** The referrer's host. */
  site: string | null;
  quotes: number;
  won: number;
  /** Rupees of the won ones. */
  wonValue: number;
};

/** The period's leads (spam apart) counted by their origin. */
export async function readLeadOrigins(db: Db, span: DaySpan): Promise<LeadOrigin[]> {
  return db
    .select({
      landing: leadFacts.landing,
      language: leadFacts.language,
      device: leadFacts.device,
      utm: leadFacts.utm,
      campaign: leadFacts.campaign,
      site: leadFacts.site,
      quotes: sql<number>`count(*)::int`,
      won: sql<number>`count(*) filter (where ${leadFacts.status} = 'won')::int`,
      // float8: a sum of integers beyond 2^31 would be a bigint, which arrives as a string.
      wonValue: sql<number>`coalesce(sum(${leadFacts.wonValue}) filter (where ${leadFacts.status} = 'won'), 0)::float8`,
    })
    .from(leadFacts)
    .where(leadsIn(span))
    .groupBy(sql`1, 2, 3, 4, 5, 6`);
}
