import { deviceClass } from "#app/lib/device-class.ts";
import { ATTRIBUTION_FIELDS, UTM_KEYS } from "#app/site/quote-fields.ts";

/*
 * Kept out of the quote form's module so that every page can run it (app/browser/visit.ts)
 * without loading the form.
 *
 * The first page of a visit, its referrer and utm_* parameters, kept in sessionStorage (this
 * tab, until it closes or 30 minutes pass without a page view): never a cookie, never a
 * third-party script. Sent with a quote so the owner knows which page or campaign brought it.
 */

const KEY = "marigold:visit";

/**
 * A visit ends after this long without a page view; the next page view starts another, with
 * its own first page (docs/decisions/043-visits-counted.md).
 */
export const VISIT_GAP_MS = 30 * 60 * 1000;

/** When the visit's last page view was (ms since 1970), kept beside its fields, never sent. */
const SEEN = "seen_at";

type Visit = Record<string, string>;

/** The remembered visit, with when it was last seen; undefined when there is none. */
function readVisit(): Visit | undefined {
  try {
    return (JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Visit | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/** A visit that starts at this page: its address, the other site it came from, its utm tags. */
function visitStartingAt(location: Location, referrer: string): Visit {
  const params = new URLSearchParams(location.search);
  const visit: Visit = { [ATTRIBUTION_FIELDS.landingPage]: location.pathname + location.search };
  // A referrer from this same site says nothing about where the visit came from.
  if (referrer && new URL(referrer).origin !== location.origin) {
    visit[ATTRIBUTION_FIELDS.referrer] = referrer;
  }
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) visit[key] = value.slice(0, 200);
  }
  return visit;
}

/** The visit a page view belongs to, and whether that page view started it. */
export type PageVisit = { starts: boolean; visit: Readonly<Visit> };

/**
 * Called on every page shown: the running visit is kept (its first page stays its first page)
 * and marked seen now; with none, or none seen for 30 minutes, this page starts one. Undefined
 * when the tab keeps nothing (storage turned off, a malformed referrer): the quote simply goes
 * without it, and the page view is counted without a visit (app/browser/visit.ts).
 */
export function rememberVisit(
  location: Location = window.location,
  referrer = document.referrer,
  now = Date.now(),
): PageVisit | undefined {
  try {
    const kept = readVisit();
    const running = kept && now - Number(kept[SEEN]) < VISIT_GAP_MS;
    const visit = running ? kept : visitStartingAt(location, referrer);
    visit[SEEN] = String(now);
    sessionStorage.setItem(KEY, JSON.stringify(visit));
    return { starts: !running, visit };
  } catch {
    return undefined;
  }
}

/**
 * This browser's device class, told now (a tablet turned or a window moved may change it); none
 * from a browser without matchMedia (an old one, the tests' jsdom): the quote goes without it.
 */
function deviceField(): Visit {
  try {
    return { [ATTRIBUTION_FIELDS.device]: deviceClass() };
  } catch {
    return {};
  }
}

/** What to send with a quote: the page it is sent from, the remembered visit and the device. */
export function visitFields(location: Location = window.location): Visit {
  // Its time is kept for the next page view, never sent.
  const visit = Object.entries(readVisit() ?? {}).filter(([name]) => name !== SEEN);
  return {
    ...Object.fromEntries(visit),
    [ATTRIBUTION_FIELDS.page]: location.pathname,
    ...deviceField(),
  };
}
