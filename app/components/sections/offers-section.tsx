import { mainOffers } from "#app/content/services.ts";
import { m } from "#app/paraglide/messages.js";

import { childHeading, LandingSection, type HeadingLevel } from "#app/ui/landing-section.tsx";
import { PriceTerms } from "#app/ui/price-terms.tsx";
import { SectionHeading } from "#app/ui/section-heading.tsx";
import { OfferCard } from "./offer-card.tsx";

const toneOf = (index: number, light?: boolean) =>
  light ? "light" : index === 0 ? "dark" : "accent";

export function OffersSection({ headingLevel = "h2" }: { headingLevel?: HeadingLevel }) {
  return (
    <LandingSection id="features">
      <SectionHeading
        id="features-title"
        as={headingLevel}
        eyebrow={m.services_offers_eyebrow()}
        title={m.services_offers_title()}
        intro={m.services_offers_intro()}
      />
      <ul className="grid gap-2 md:grid-cols-3 lg:gap-3">
        {mainOffers.map((offer, index) => (
          <li key={offer.id}>
            <OfferCard
              offer={offer}
              tone={toneOf(index, offer.light)}
              heading={childHeading(headingLevel)}
            />
          </li>
        ))}
      </ul>
      <PriceTerms className="mt-3 text-center" />
    </LandingSection>
  );
}
