import { siteConfig, type Business } from "#app/site/site.config.ts";

const business: Business = siteConfig.business;

/** The postal address, one line per part, as an Indian address is written. */
export const addressLines = [
  business.address.street,
  `${business.address.locality}, ${business.address.city} ${business.address.postalCode}`,
  `${business.address.state}, India`,
];

/**
 * Opens the address in the visitor's own map app (Google Maps' universal link: the app on a
 * phone that has it, the website otherwise). A link, never an embedded map.
 */
export const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${business.legalName}, ${addressLines.join(", ")}`,
)}`;

export { business };
