// The service catalogue's lists (app/site/service-catalogue.ts), each in its order: derived here,
// apart from the catalogue, so that a test that adds a service to the catalogue sees every list
// follow.
import {
  SERVICE_CATALOGUE,
  type CatalogueEntry,
  type FormService,
  type ServiceIn,
  type ServiceList,
} from "./service-catalogue.ts";

export type { FormService, ServiceIn, ServiceList };

/** The services of `list`, in their order there. */
export function servicesIn<List extends ServiceList>(list: List): ServiceIn<List>[] {
  return (SERVICE_CATALOGUE as readonly CatalogueEntry[])
    .filter((service) => service.in[list] !== undefined)
    .sort((a, b) => a.in[list]! - b.in[list]!)
    .map((service) => service.id as ServiceIn<List>);
}

/** The form's options now, as sent and stored, in the form's order (spec §9). */
export const FORM_SERVICES = servicesIn("form").map(
  (id) =>
    (SERVICE_CATALOGUE as readonly CatalogueEntry[]).find((service) => service.id === id)!
      .formValue,
) as readonly FormService[] as readonly [FormService, ...FormService[]];

/**
 * Every value a stored lead's service can hold: the form's options now, then those it has
 * offered before, which the inbox's filter and correction still accept.
 */
export const STORED_SERVICES: readonly string[] = [
  ...FORM_SERVICES,
  ...SERVICE_CATALOGUE.flatMap((service: CatalogueEntry) =>
    service.formValue && service.in.form === undefined ? [service.formValue] : [],
  ),
];
