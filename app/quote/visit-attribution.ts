import { ATTRIBUTION_FIELDS, UTM_KEYS } from "#app/site/quote-fields.ts";

/*
 * Kept out of the quote form's module so that every page can run it (app/browser/visit.ts)
 * without loading the form.
 *
 * The first page of a visit, its referrer and utm_* parameters, kept in sessionStorage (this
 * tab, until it closes): never a cookie, never a third-party script. Sent with a quote so the
 * owner knows which page or campaign brought it.
 */

const KEY = "marigold:visit";

type Visit = Record<string, string>;

/** Called on every page load; only the visit's first page is remembered. */
export function rememberVisit(location: Location = window.location, referrer = document.referrer) {
  try {
    if (sessionStorage.getItem(KEY)) return;
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
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage turned off, or a malformed referrer: the quote simply goes without it.
  }
}

/** What to send with a quote: the page it is sent from and the remembered visit. */
export function visitFields(location: Location = window.location): Visit {
  let visit: Visit = {};
  try {
    visit = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Visit;
  } catch {
    // Nothing remembered.
  }
  return { ...visit, [ATTRIBUTION_FIELDS.page]: location.pathname };
}
