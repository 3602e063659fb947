/*
 * Where a lead came from, as the overview counts it: the campaign's utm_source when there is
 * one (lower-cased and trimmed, so "Instagram " and "instagram" are one source), else the
 * site that referred the visit (its host without "www."), else direct. A referrer on the site's
 * own address is direct too: the visit began on the site itself. The overview's query reads
 * both parts from each lead in SQL (overview.server.ts); the naming is here, for both to share.
 */

/** Typed in, a bookmark, an app or a browser that sends no referrer. */
export const DIRECT = "direct";

/** A host without its "www.": "www.google.com" → "google.com". */
export const withoutWww = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** The site of an origin, as referrers are named: "https://www.example.com" → "example.com". */
export function siteOf(origin: string): string {
  try {
    return withoutWww(new URL(origin).hostname);
  } catch {
    return "";
  }
}

/**
 * A lead's source: its utm_source, else its referrer's site (not this site's own), else
 * DIRECT. `site` is the referrer's host as the query reads it (without "www.").
 */
export function sourceName(
  { utm, site }: { utm: string | null; site: string | null },
  ownSite: string,
): string {
  const campaign = utm?.trim().toLowerCase();
  if (campaign) return campaign;
  const referrer = site ? withoutWww(site.trim()) : "";
  return referrer && referrer !== ownSite ? referrer : DIRECT;
}

/** A source as the page writes it: "Direct", or the source as it was recorded. */
export const sourceLabel = (name: string) => (name === DIRECT ? "Direct" : name);
