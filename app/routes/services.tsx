import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { SectionLink } from "#app/components/ui/section-link.tsx";
import { mainOffers, oneTimeServices, type ServiceCard } from "#app/content/services.ts";
import { PriceTerms } from "#app/components/ui/price-terms.tsx";
import { NOTICE } from "#app/content/commitments.ts";
import { BILLING_LABEL } from "#app/content/pricing.ts";
import { formatPrice } from "#app/lib/format-price.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { sitePages } from "#app/site-pages.ts";

export function meta() {
  return pageMeta({
    ...sitePages.services,
    description:
      "Every service we offer with its price in rupees: social media marketing, websites, logos, reels, posters, video editing, banners and standees.",
  });
}

function ServiceList({ title, services }: { title: string; services: readonly ServiceCard[] }) {
  return (
    <section className="mt-6" aria-labelledby={`${title}-title`.replace(/\s+/g, "-").toLowerCase()}>
      <h2
        id={`${title}-title`.replace(/\s+/g, "-").toLowerCase()}
        className="text-2xl font-extrabold"
      >
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
                ? "Quoted per project"
                : `${formatPrice(service.price)} ${BILLING_LABEL[service.billing]}`}
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
      <h1 className="text-3xl font-extrabold md:text-4xl">{sitePages.services.title}</h1>
      <p className="mt-2 max-w-2xl text-base text-ink-600">
        Monthly services are billed each month and can be stopped with {NOTICE}; one-time services
        are paid once, on delivery.
      </p>
      <PriceTerms className="mt-1 max-w-2xl text-base" />
      <ServiceList title="Monthly services" services={mainOffers} />
      <ServiceList title="One-time services" services={oneTimeServices} />
      <SectionLink sectionId="contact" className={buttonStyles({ className: "mt-5" })}>
        Get a Quote
      </SectionLink>
    </div>
  );
}
