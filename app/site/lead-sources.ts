import { KNOWN_SOURCES } from "./known-sources.ts";
import { siteConfig } from "./site.config.ts";

/*
 * Where a visit came from, named once (issue 54, decision 042): the lead's list, its page, the
 * overview, the CSV, the email and the webhook all call sourceOf, so one source has one name
 * everywhere and an alias added here renames the leads of the past too (they are named when
 * read, never stored named).
 *
 * The name is the campaign's utm_source, else the site that referred the visit, else Direct. A
 * known source is named as people say it ("Instagram"), whatever spelling or host it came
 * under ("instagram", "IG", "l.instagram.com", an Android app's referrer); an unknown one as
 * its utm_source lower-cased, or its host without "www.", "m." or "l.". The campaign is not part
 * of the name: it is shown beside it.
 */

/** Typed in, a bookmark, an app or a browser that sends no referrer. */
export const DIRECT = "Direct";

/** A host's or a value's prefixes that name no other source: "m.facebook.com" is facebook.com. */
const SAME_SOURCE_PREFIX = /^(?:www\d*|m|l|lm|mobile|amp)\./;

/** Google's search in a country: google.co.in, google.de, google.com.au. */
const GOOGLE_COUNTRY = /^google\.(?:com?\.)?[a-z]{2,3}$/;

/** The known name of each alias, from KNOWN_SOURCES. */
const ALIASES = new Map(
  Object.entries(KNOWN_SOURCES).flatMap(([name, aliases]) => aliases.map((alias) => [alias, name])),
);

/** An alias's known name, or undefined. */
const knownName = (key: string) => (GOOGLE_COUNTRY.test(key) ? "Google" : ALIASES.get(key));

/** A host or an app's package name, and nothing else. */
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/** "WWW.L.Instagram.com." → "instagram.com". */
function bare(value: string): string {
  let key = value.trim().toLowerCase().replace(/\.$/, "");
  while (SAME_SOURCE_PREFIX.test(key)) key = key.replace(SAME_SOURCE_PREFIX, "");
  return key;
}

/**
 * The host of a referrer, or an Android app's package name; null when there is none. Takes a
 * whole address ("https://l.instagram.com/?u=…") or a host alone, as the overview's query reads it.
 */
export function referrerHost(referrer: string | null | undefined): string | null {
  const value = referrer?.trim();
  if (!value) return null;
  // A host alone, as the overview's query reads it from the stored address.
  if (!value.includes("//")) return HOST.test(bare(value)) ? bare(value) : null;
  try {
    const url = new URL(value);
    // An app's referrer: android-app://com.google.android.gm/ names the app as its host.
    return bare(url.hostname) || null;
  } catch {
    return null;
  }
}

/** What a lead or a visit recorded of its origin. */
export type SourceParts = {
  utmSource?: string | null;
  utmCampaign?: string | null;
  /** The whole referrer, or its host alone. */
  referrer?: string | null;
};

export type Source = {
  /** The name shown and counted: "Instagram", "newsletter", "example.org", Direct. */
  name: string;
  /** The utm_campaign, trimmed, shown beside the name; null when there is none. */
  campaign: string | null;
};

/** The site's own host: a referrer from it began on the site, so the visit is direct. */
const ownHost = () => referrerHost(siteConfig.origin);

/** Where a lead or a visit came from, named as every page of the inbox names it. */
export function sourceOf(parts: SourceParts, own: string | null = ownHost()): Source {
  const campaign = parts.utmCampaign?.trim() || null;
  const utm = parts.utmSource?.trim();
  if (utm) {
    const key = bare(utm);
    return { name: knownName(key) ?? key, campaign };
  }
  const host = referrerHost(parts.referrer);
  if (!host || host === own) return { name: DIRECT, campaign };
  return { name: knownName(host) ?? host, campaign };
}

/** The name with its campaign beside it, for one line of text: "Instagram · diwali". */
export function sourceText(source: Source): string {
  return source.campaign ? `${source.name} · ${source.campaign}` : source.name;
}
