import { getLocale } from "#app/paraglide/runtime.js";
import { SERVICE_CATALOGUE, type CatalogueEntry } from "#app/site/service-catalogue.ts";

import { FORM_SERVICE_LABELS } from "./form-service-labels.ts";

/**
 * A service's label in the page's language, by the value the form sends (the catalogue's
 * `formValue`); one the form no longer offers, or an unknown one, as it was given. In English
 * the label is the value itself (service-labels.test.ts), so English pages carry no table.
 */
export function serviceLabel(service: string): string {
  if (getLocale() === "en") return service;
  const offered = (SERVICE_CATALOGUE as readonly CatalogueEntry[]).find(
    (entry) => entry.formValue === service && entry.in.form !== undefined,
  );
  const label = offered && FORM_SERVICE_LABELS[offered.id as keyof typeof FORM_SERVICE_LABELS];
  return label ? label() : service;
}
