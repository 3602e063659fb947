import { deviceName } from "#app/site/device-classes.ts";
import { sourceOf } from "#app/site/lead-sources.ts";
import { languageLabel, siteLanguage } from "#app/site/site-languages.ts";
import { UTM_MAX_LENGTH } from "#app/visits/index.ts";

import type { LeadOrigin } from "./lead-origins.server.ts";
import { OTHER } from "./overview-series.ts";

/*
 * Visits lined up with the quotes they led to (issue 57): a row per entry page, source,
 * language or device, with the visits that began there, the quotes whose visit began there,
 * and what the won ones are worth. Both sides are named by one function each, so they meet:
 * a page by its path in its language (a quote's landing page without its query; one that is
 * no public page is "Other"), a source by sourceOf (so "instagram", "instagram.com" and
 * "l.instagram.com" are one), a device by its class ("Unknown" for a quote that carried none).
 */

/** A dimension's visits as the visits' reader gives them. */
export type VisitCount = { key: string; other: boolean; visits: number };

export type OriginSplit = "page" | "source" | "campaign" | "language" | "device";

export type OriginRow = {
  /** What the row is, as the table and its download name it. */
  name: string;
  visits: number;
  quotes: number;
  won: number;
  wonValue: number;
};

/** What a quote records that is unknown (no device sent). */
export const UNKNOWN = "Unknown";

/** A visit or a quote whose link named no campaign. */
export const NO_CAMPAIGN = "No campaign";

export type OriginNaming = {
  /** The key of a page's path ("/mr/" for "/mr"), and whether it is one of the public pages. */
  pageKey: (path: string) => string;
  isPublicPage: (path: string) => boolean;
  /** The site whose referrers count as direct. */
  ownHost: string | null;
};

/** A visit row's name within its split. */
function visitName(split: OriginSplit, row: VisitCount): string {
  if (row.other) return OTHER;
  if (split === "campaign") return row.key || NO_CAMPAIGN;
  if (split === "language") return languageLabel(siteLanguage(row.key));
  if (split === "device") return deviceName(row.key) ?? UNKNOWN;
  return row.key;
}

/** A quote's name within the split. */
function quoteName(split: OriginSplit, lead: LeadOrigin, naming: OriginNaming): string {
  if (split === "page") {
    const page = lead.landing ? naming.pageKey(lead.landing) : null;
    return page && naming.isPublicPage(page) ? page : OTHER;
  }
  if (split === "source") {
    return sourceOf({ utmSource: lead.utm, referrer: lead.site }, naming.ownHost).name;
  }
  // As a visit keeps it: cut to as many characters (app/visits/read-beacon.ts).
  if (split === "campaign") return lead.campaign?.slice(0, UTM_MAX_LENGTH).trim() || NO_CAMPAIGN;
  if (split === "language") return languageLabel(siteLanguage(lead.language));
  return deviceName(lead.device) ?? UNKNOWN;
}

/**
 * The rows of one split: every name with visits or quotes, the most visited first, "Other"
 * and "Unknown" last. A name with visits and no quote has 0 quotes, never a missing row.
 */
export function originRows(
  split: OriginSplit,
  visits: readonly VisitCount[],
  leads: readonly LeadOrigin[],
  naming: OriginNaming,
): OriginRow[] {
  const rows = new Map<string, OriginRow>();
  const rowOf = (name: string) => {
    const row = rows.get(name) ?? { name, visits: 0, quotes: 0, won: 0, wonValue: 0 };
    rows.set(name, row);
    return row;
  };
  for (const count of visits) {
    if (count.visits > 0) rowOf(visitName(split, count)).visits += count.visits;
  }
  for (const lead of leads) {
    const row = rowOf(quoteName(split, lead, naming));
    row.quotes += lead.quotes;
    row.won += lead.won;
    row.wonValue += lead.wonValue;
  }
  const last = (name: string) => Number(name === OTHER || name === UNKNOWN || name === NO_CAMPAIGN);
  return [...rows.values()].sort(
    (a, b) =>
      last(a.name) - last(b.name) ||
      b.visits - a.visits ||
      b.quotes - a.quotes ||
      a.name.localeCompare(b.name),
  );
}

/** Quotes per 100 visits, or null where it means nothing (no visits). */
export const quotesPer100 = (quotes: number, visits: number): number | null =>
  visits > 0 ? (quotes / visits) * 100 : null;
