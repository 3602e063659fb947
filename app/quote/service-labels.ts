import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";

import { SERVICE_OPTIONS } from "./quote-fields.ts";

type ServiceOption = (typeof SERVICE_OPTIONS)[number];

/**
 * What the visitor reads for each service in the list. The option's value (SERVICE_OPTIONS) is
 * what is sent and stored, in English in every language; only its label is translated.
 */
const SERVICE_LABELS: Record<ServiceOption, () => string> = {
  "Website Creation": m.quote_service_website,
  "Social Media Management / Marketing": m.quote_service_social,
  "Software Creation": m.quote_service_software,
  "Facebook / Instagram Ads": m.quote_service_ads,
};

/**
 * A service's label in the page's language; an unknown one as it was given. In English the
 * label is the value itself (service-labels.test.ts), so English pages carry no table.
 */
export function serviceLabel(service: string): string {
  return getLocale() !== "en" && SERVICE_OPTIONS.includes(service as ServiceOption)
    ? SERVICE_LABELS[service as ServiceOption]()
    : service;
}
