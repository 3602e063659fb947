import type { ServiceCard as Service } from "#app/content/services.ts";
import { m } from "#app/paraglide/messages.js";

import { ArtImage } from "#app/ui/art-image.tsx";
import { Price } from "#app/ui/price.tsx";
import { QuoteLink } from "#app/ui/quote-link.tsx";

type ServiceCardProps = { service: Service; heading: "h2" | "h3" };

/**
 * A one-time service. A card with sample artwork reveals it over its upper part on hover
 * and whenever its link has keyboard focus.
 */
export function ServiceCard({ service, heading: Heading }: ServiceCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white p-3 shadow-card ring-1 ring-ink-200/70 transition-shadow hover:shadow-lift">
      <img src={service.iconUrl} alt="" width={48} height={48} loading="lazy" className="size-6" />
      <Heading className="mt-2 text-lg font-extrabold">{service.title}</Heading>
      <p className="mt-1 flex-1 text-ink-600">{service.text}</p>
      <div className="mt-3 flex items-end justify-between gap-2 border-t border-ink-100 pt-2 text-ink-950">
        {service.price !== undefined && <Price amount={service.price} billing={service.billing} />}
        <QuoteLink service={service.title} />
      </div>
      {service.imageName && (
        <div
          data-testid="service-sample"
          className="pointer-events-none absolute inset-x-0 top-0 bottom-9 translate-y-1 bg-brand-50 opacity-0 transition duration-300 group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:translate-y-0 group-hover:opacity-100 motion-reduce:translate-y-0"
        >
          <ArtImage
            name={service.imageName}
            alt={m.services_sample_work_alt({ service: service.title.toLowerCase() })}
            sizes="(min-width: 1200px) 380px, (min-width: 600px) 45vw, 90vw"
            className="size-full object-cover"
          />
          <span className="absolute top-1.5 left-1.5 rounded-full bg-ink-950/80 px-1 py-0.5 text-xs font-semibold text-white">
            {m.services_sample_work()}
          </span>
        </div>
      )}
    </article>
  );
}
