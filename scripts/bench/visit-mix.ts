// What bench:inbox's made-up page views look like (seed-visits.ts): the site's real public pages
// in its three languages, phones ahead of desktops, and the sources an agency in Pune sees:
// search, Instagram under its several spellings, Facebook, WhatsApp, a long tail of sites that
// linked once, and direct visits. Weights are shares, not counts; one table for the raw page
// views and for the days' counts seeded without them, so that both read alike.
import { languageOfPath, type SiteLanguage } from "#app/site/site-languages.ts";
import type { Device } from "#app/site/device-classes.ts";

/** Numbers in [0, 1): the app's seeded generator (seededRandom). */
export type Random = () => number;

/** Values and their weights. */
export type Shares<T> = { values: readonly T[]; weights: readonly number[] };
/** A weighted choice made fast: cumulative weights, searched by halving (a million draws). */
export type Choice<T> = Shares<T> & { cumulative: number[] };

export function choice<T>(entries: readonly (readonly [T, number])[]): Choice<T> {
  let total = 0;
  const cumulative = entries.map(([, weight]) => (total += weight));
  return {
    values: entries.map(([value]) => value),
    weights: entries.map(([, weight]) => weight),
    cumulative: cumulative.map((sum) => sum / total),
  };
}

export function draw<T>(random: Random, { values, cumulative }: Choice<T>): T {
  const roll = random();
  let [low, high] = [0, cumulative.length - 1];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (roll < cumulative[middle]!) high = middle;
    else low = middle + 1;
  }
  return values[low]!;
}

export const LANGUAGES = choice<SiteLanguage>([
  ["en", 60],
  ["mr", 25],
  ["hi", 15],
]);

export const DEVICE_MIX = choice<Device>([
  ["phone", 72],
  ["desktop", 22],
  ["tablet", 6],
]);

/** A page's share of views, by its path in English ("/blogs/hotel"); articles by their prefix. */
function viewWeight(path: string): number {
  if (path === "/") return 30;
  if (path.startsWith("/blogs/")) return 3;
  const weights: Record<string, number> = {
    "/services": 8,
    "/contact": 7,
    "/features": 4,
    "/one-time": 4,
    "/blogs": 4,
    "/testimonials": 3,
    "/about-us": 3,
    "/allblogs": 2,
    "/contents": 2,
    "/privacy": 1,
    "/quote/sent": 0.8,
    "/quote/not-sent": 0.05,
  };
  return weights[path] ?? 1;
}

/** A page's share of the visits it starts: the home page and articles searches land on. */
function entryWeight(path: string): number {
  if (path === "/") return 35;
  if (path.startsWith("/blogs/")) return 6;
  if (path.startsWith("/quote/")) return 0;
  return viewWeight(path);
}

/** A page's path without its language's prefix: "/mr/blogs/hotel" → "/blogs/hotel", "/mr/" → "/". */
const englishPath = (page: string) =>
  page.replace(new RegExp(`^/${languageOfPath(page)}/`), "/").replace(/^\/en\//, "/");

/** The pages of each language, as choices of a visit's first page and of the pages after it. */
export type PageMix = Record<SiteLanguage, { entry: Choice<string>; next: Choice<string> }>;

export function pageMix(publicPages: ReadonlySet<string>): PageMix {
  const of = (language: SiteLanguage, weight: (path: string) => number) =>
    choice(
      [...publicPages]
        .filter((page) => languageOfPath(page) === language)
        .map((page) => [page, weight(englishPath(page))] as const)
        .filter(([, share]) => share > 0),
    );
  const mix = (language: SiteLanguage) => ({
    entry: of(language, entryWeight),
    next: of(language, viewWeight),
  });
  return { en: mix("en"), mr: mix("mr"), hi: mix("hi") };
}

/** A visit's source as the beacon stores it: the referrer's host and the first page's utm values. */
export type SourceParts = {
  host: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
};

const site = (host: string): SourceParts => ({
  host,
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
});
const campaign = (host: string, utmSource: string, utmMedium: string, utmCampaign: string) => ({
  host,
  utmSource,
  utmMedium,
  utmCampaign,
});

/**
 * Sources, per visit. More than the 50 a day's roll-up keeps by name, so that the rest is
 * counted together ("other") as on a busy day.
 */
export const SOURCES = choice<SourceParts>([
  [site(""), 30],
  [site("google.com"), 16],
  [site("google.co.in"), 8],
  [site("com.google.android.googlequicksearchbox"), 2],
  [site("bing.com"), 1.5],
  [site("duckduckgo.com"), 0.6],
  [site("yahoo.com"), 0.3],
  [site("chatgpt.com"), 0.8],
  [site("perplexity.ai"), 0.2],
  [site("instagram.com"), 7],
  [site("com.instagram.android"), 1.5],
  [site("facebook.com"), 3],
  [site("com.facebook.katana"), 0.8],
  [site("whatsapp.com"), 1],
  [site("youtube.com"), 1],
  [site("linkedin.com"), 0.8],
  [site("t.co"), 0.3],
  [site("justdial.com"), 0.8],
  [site("sulekha.com"), 0.3],
  [site("indiamart.com"), 0.2],
  [site("quora.com"), 0.3],
  [site("reddit.com"), 0.2],
  [site("pinterest.com"), 0.2],
  [site("medium.com"), 0.1],
  [site("wikipedia.org"), 0.1],
  [site("punemirror.com"), 0.15],
  [site("loksatta.com"), 0.15],
  [site("maharashtratimes.com"), 0.15],
  [site("bhaskar.com"), 0.1],
  [site("clutch.co"), 0.1],
  [site("goodfirms.co"), 0.1],
  [site("com.google.android.gm"), 0.4],
  [campaign("instagram.com", "instagram", "social", "diwali-offer"), 3],
  [campaign("", "ig", "social", "bio-link"), 2.5],
  [campaign("instagram.com", "Instagram", "paid", "reels-website"), 2],
  [campaign("", "instagram", "story", "website-launch"), 1],
  [campaign("", "IG", "social", "festive-sale"), 0.5],
  [campaign("facebook.com", "facebook", "paid", "leads-q3"), 2],
  [campaign("facebook.com", "fb", "cpc", "leads-q4"), 1],
  [campaign("google.com", "google", "cpc", "web-design-pune"), 3],
  [campaign("google.com", "google", "cpc", "social-media-pune"), 1.5],
  [campaign("google.co.in", "google", "cpc", "ecommerce-india"), 0.8],
  [campaign("", "whatsapp", "chat", "broadcast-diwali"), 1],
  [campaign("", "newsletter", "email", "monthly-tips"), 0.6],
  [campaign("", "justdial", "listing", ""), 0.3],
  // The long tail: blogs and directories that linked once, a visit or two a day each.
  ...Array.from({ length: 24 }, (_, index) => [site(`blog${index + 1}.example.in`), 0.05] as const),
]);

/** A source's parts as one value of the "source" roll-up (chr(31) between them, as in SQL). */
export const sourceValue = ({ host, utmSource, utmMedium, utmCampaign }: SourceParts) =>
  [host, utmSource, utmMedium, utmCampaign].join("\u001f");

/** The chance that a page view is followed by another in the same visit: 3 views a visit. */
export const NEXT_VIEW = 2 / 3;
/** The share of a day's visits made by someone who visited earlier that day. */
export const RETURNING = 0.25;

/** A day's traffic against the average: Sunday lightest, Saturday lighter. */
export const WEEKDAY_FACTOR = [0.8, 1.05, 1.06, 1.05, 1.04, 1.02, 0.9] as const;
