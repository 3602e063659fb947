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

/**
 * How a device is told apart, from its pointer and its screen (not its user agent): a coarse
 * pointer on a screen under PHONE_MAX_SIDE CSS px on its shorter side is a phone.
 */
export const DEVICES = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];
export const PHONE_MAX_SIDE = 600;

/** The most characters of a utm value kept; the rest is cut, in the browser and again here. */
export const UTM_MAX_LENGTH = 100;
