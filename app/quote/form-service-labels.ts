import { m } from "#app/paraglide/messages.js";
import type { ServiceIn } from "#app/site/service-lists.ts";

/**
 * What the visitor reads for each option of the form's service list (spec §9), by the
 * catalogue's id (app/site/service-catalogue.ts): the option's value, sent and stored, is the
 * catalogue's English `formValue`; only its label is translated.
 */
export const FORM_SERVICE_LABELS: Record<ServiceIn<"form">, () => string> = {
  "website-development": m.quote_service_website,
  "social-media-marketing": m.quote_service_social,
  "software-creation": m.quote_service_software,
  "facebook-instagram-ads": m.quote_service_ads,
};
