/*
 * What a page's visit beacon says, named once for the page module that sends it
 * (app/browser/visit.ts) and the server that reads it (./read-beacon.ts): short field names,
 * since every page view sends them (docs/decisions/043-visits-counted.md).
 */

/** The fields of a beacon, `URLSearchParams` as `navigator.sendBeacon` posts them. */
export const BEACON = {
  /** The page's path, as the address bar has it ("/mr/blogs/restaurant"). */
  page: "p",
  /** "1" when this page view starts a visit; absent otherwise. */
  starts: "v",
  /** The host of the site the visit came from (never its path or query); absent when none. */
  host: "r",
  /** The visit's utm_source, utm_medium and utm_campaign, as its first page had them. */
  utmSource: "s",
  utmMedium: "m",
  utmCampaign: "c",
  /** The device class (DEVICES). */
  device: "d",
} as const;

/** The device classes a beacon names (app/site/device-classes.ts, shared with the quote's). */
export { DEVICES, type Device } from "#app/site/device-classes.ts";

/** The most characters of a utm value kept; the rest is cut, in the browser and again here. */
export const UTM_MAX_LENGTH = 100;
