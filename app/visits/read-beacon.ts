import { z } from "zod";

import { languageOfPath, type SiteLanguage } from "#app/site/site-languages.ts";
import { referrerHost } from "#app/site/lead-sources.ts";

import { BEACON, DEVICES, type Device, UTM_MAX_LENGTH } from "./beacon-fields.ts";

/*
 * A beacon as the server counts it, read again whatever the browser sent (the page module's
 * own checks are no defence): pages and languages are closed lists, a host is a host, a utm
 * value is trimmed, stripped of control characters and cut.
 */

/** A page view, as it is stored (app/db/schema.server.ts, visit_events). */
export type PageView = {
  page: string;
  language: SiteLanguage;
  starts: boolean;
  device: Device;
  host: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
};

/**
 * Separates a source's parts in one value of the "source" roll-up (chr(31) in its statement,
 * ./roll-up.server.ts): a control character, which no stored part keeps.
 */
export const SOURCE_PARTS_SEPARATOR = "\u001f";

/** A utm value as kept: one line of printable text, at most UTM_MAX_LENGTH characters. */
const utmValue = z
  .string()
  .optional()
  .transform((value) =>
    // Control characters (the separator among them) and surrounding space go.
    (value ?? "")
      // eslint-disable-next-line no-control-regex -- the control characters are what it removes
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .trim()
      .slice(0, UTM_MAX_LENGTH)
      .trim(),
  );

const beaconSchema = z.object({
  [BEACON.page]: z.string().max(300),
  [BEACON.starts]: z.enum(["1"]).optional(),
  [BEACON.device]: z.enum(DEVICES),
  [BEACON.host]: z.string().max(253).optional(),
  [BEACON.utmSource]: utmValue,
  [BEACON.utmMedium]: utmValue,
  [BEACON.utmCampaign]: utmValue,
});

/** A page's path as one key: "/mr" and "/mr/" are the Marathi home page, "/contact/" /contact. */
export function pageKey(path: string): string {
  const language = languageOfPath(path);
  if (path === `/${language}`) return `${path}/`;
  return path.length > 1 && path.endsWith("/") && path !== `/${language}/`
    ? path.slice(0, -1)
    : path;
}

/**
 * The page view a beacon's fields describe, or undefined when they describe none: a field
 * missing or malformed, a page that is not one of the site's public pages (`isPublicPage`, by
 * its path in its language).
 */
export function readBeacon(
  fields: URLSearchParams,
  isPublicPage: (path: string) => boolean,
): PageView | undefined {
  const parsed = beaconSchema.safeParse(Object.fromEntries(fields));
  if (!parsed.success) return undefined;
  const beacon = parsed.data;
  const page = pageKey(beacon[BEACON.page]);
  if (!isPublicPage(page)) return undefined;
  const rawHost = beacon[BEACON.host];
  // A host the naming function can read, or none: a path, a query or a port is not a host.
  const host = rawHost ? referrerHost(rawHost) : null;
  if (rawHost && !host) return undefined;
  return {
    page,
    language: languageOfPath(page),
    starts: beacon[BEACON.starts] === "1",
    device: beacon[BEACON.device],
    host: host ?? "",
    utmSource: beacon[BEACON.utmSource],
    utmMedium: beacon[BEACON.utmMedium],
    utmCampaign: beacon[BEACON.utmCampaign],
  };
}
