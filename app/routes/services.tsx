import { buttonStyles } from "#app/ui/button-styles.ts";
import { SectionLink } from "#app/ui/section-link.tsx";
import {
  mainOffers,
  noticePhrase,
  oneTimeServices,
  type ServiceCard,
} from "#app/content/services.ts";
import { PriceTerms } from "#app/ui/price-terms.tsx";
import { billingLabel } from "#app/content/pricing.ts";
import { formatPrice } from "#app/lib/format-price.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { serviceCatalogSchema } from "#app/pages/structured-data.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/pages/site-pages.ts";

export function meta() {
  return pageMeta({
    ...sitePages.services,
    title: m.site_title_services(),
    description: m.services_services_page_description(),
    jsonLd: [serviceCatalogSchema()],
  });
}

/** One list of services; `id` (English, as in "monthly-services") names its heading's anchor. */
function ServiceList({
  id,
  title,
  services,
}: {
  id: string;
  title: string;
  services: readonly ServiceCard[];
}) {
  return (
    <section className="mt-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-extrabold">
        {title}
      </h2>
      <ul className="mt-2 divide-y divide-ink-200 rounded-xl border border-ink-200">
        {services.map((service) => (
          <li
            key={service.id}
            className="flex flex-col gap-1 p-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3 md:p-3"
          >
            <div>
              <h3 className="text-lg font-bold">{service.title}</h3>
              <p className="mt-0.5 max-w-2xl text-ink-600">{service.text}</p>
            </div>
            <p className="shrink-0 font-display text-xl font-extrabold text-brand-700">
              {service.price === undefined
                ? m.services_quoted_per_project()
                : m.services_price_with_billing({
                    price: formatPrice(service.price),
                    billing: billingLabel(service.billing),
                  })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ServicesPage() {
  return (
    <div className="container-page py-6 md:py-8">
      <h1 className="text-3xl font-extrabold md:text-4xl">{m.site_title_services()}</h1>
      <p className="mt-2 max-w-2xl text-base text-ink-600">
        {m.services_services_page_intro({ notice: noticePhrase() })}
      </p>
      <PriceTerms className="mt-1 max-w-2xl text-base" />
      <ServiceList
        id="monthly-services"
        title={m.services_monthly_services()}
        services={mainOffers}
      />
      <ServiceList
        id="one-time-services"
        title={m.services_one_time_services()}
        services={oneTimeServices}
      />
      <SectionLink sectionId="contact" className={buttonStyles({ className: "mt-5" })}>
        {m.services_get_a_quote()}
      </SectionLink>
    </div>
  );
}
