import { VISITS } from "#app/lib/behaviour-markers.ts";
import { rememberVisit } from "#app/quote/page-module.ts";
import { deviceClass } from "#app/lib/device-class.ts";
import { BEACON, UTM_MAX_LENGTH } from "#app/visits/index.ts";

/*
 * Each page view, remembered for a quote sent later in the visit and counted by the site's own
 * server (docs/decisions/043-visits-counted.md): no cookie, no storage beyond `marigold:visit`,
 * nothing to a third party. Started when the page is shown (app/browser/when-shown.ts), so a
 * page the browser prerenders and nobody opens counts nothing.
 */

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** Global Privacy Control or Do Not Track: the browser asks for nothing to be counted. */
function asksNotToBeCounted(): boolean {
  const { globalPrivacyControl, doNotTrack } = navigator as PrivacyNavigator;
  return globalPrivacyControl === true || doNotTrack === "1";
}

/** The host of a whole referrer, never its path or query. */
function hostOf(referrer: string | undefined): string | undefined {
  try {
    return referrer ? new URL(referrer).hostname : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers this page view, and counts it at `endpoint` when a server stands behind the page. */
function pageViewed(endpoint: string | null) {
  const remembered = rememberVisit();
  if (!endpoint || asksNotToBeCounted()) return;
  const fields = new URLSearchParams();
  const add = (name: string, value: string | undefined) => {
    if (value) fields.set(name, value.slice(0, UTM_MAX_LENGTH));
  };
  fields.set(BEACON.page, location.pathname);
  add(BEACON.device, deviceClass());
  if (remembered) {
    const { starts, visit } = remembered;
    add(BEACON.starts, starts ? "1" : undefined);
    add(BEACON.host, hostOf(visit.referrer));
    add(BEACON.utmSource, visit.utm_source);
    add(BEACON.utmMedium, visit.utm_medium);
    add(BEACON.utmCampaign, visit.utm_campaign);
  }
  navigator.sendBeacon(endpoint, fields);
}

export function start(): void {
  const endpoint = document.documentElement.getAttribute(VISITS);
  pageViewed(endpoint);
  // A page restored from the back/forward cache is shown again without running its script.
  addEventListener("pageshow", (event) => {
    if (event.persisted) pageViewed(endpoint);
  });
}
