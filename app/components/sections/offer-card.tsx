import type { ServiceCard } from "#app/content/services.ts";
import { m } from "#app/paraglide/messages.js";

import { cn } from "#app/ui/cn.ts";
import type { HeadingLevel } from "#app/ui/landing-section.tsx";
import { Price } from "#app/ui/price.tsx";
import { QuoteLink } from "#app/ui/quote-link.tsx";

const tones = {
  dark: "focus-ring-light bg-brand-900 text-brand-100 [&_:is(h2,h3)]:text-white",
  accent: "bg-accent-400 text-ink-900",
  light: "bg-brand-50 text-ink-700 ring-1 ring-brand-100",
} as const;

/** One of the three main offers: artwork background, icon, text, price and a quote link. */
type OfferCardProps = {
  offer: ServiceCard;
  tone: keyof typeof tones;
  heading: HeadingLevel | "h3";
};

export function OfferCard({ offer, tone, heading: Heading }: OfferCardProps) {
  return (
    <article
      className={cn(
        "relative flex h-full flex-col overflow-hidden rounded-2xl p-3 shadow-card transition-shadow hover:shadow-lift md:p-4",
        tones[tone],
      )}
    >
      {offer.backgroundUrl && (
        <img
          src={offer.backgroundUrl}
          alt=""
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="pointer-events-none absolute inset-0 size-full object-cover"
        />
      )}
      <div className="relative flex h-full flex-col">
        <span className="grid size-8 place-items-center rounded-xl bg-white shadow-card">
          <img src={offer.iconUrl} alt="" width={40} height={40} loading="lazy" />
        </span>
        <Heading className="mt-3 text-xl font-extrabold">{offer.title}</Heading>
        <p className="mt-1 flex-1 text-base">{offer.text}</p>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-2">
          {offer.price !== undefined ? (
            <Price amount={offer.price} billing={offer.billing} />
          ) : (
            <p className="font-display text-lg font-bold">{m.services_quoted_for_your_goals()}</p>
          )}
          <QuoteLink service={offer.title} tone={tone === "dark" ? "light" : "dark"} />
        </div>
      </div>
    </article>
  );
}
