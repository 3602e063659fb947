import { oneTimeServices } from "#app/content/services.ts";
import { m } from "#app/paraglide/messages.js";

import { childHeading, LandingSection, type HeadingLevel } from "#app/ui/landing-section.tsx";
import { PriceTerms } from "#app/ui/price-terms.tsx";
import { SectionHeading } from "#app/ui/section-heading.tsx";
import { ServiceCard } from "./service-card.tsx";

export function OneTimeServicesSection({ headingLevel = "h2" }: { headingLevel?: HeadingLevel }) {
  return (
    <LandingSection id="features2" className="bg-ink-50">
      <SectionHeading
        id="features2-title"
        as={headingLevel}
        eyebrow={m.services_one_time_eyebrow()}
        title={m.services_one_time_title()}
        intro={m.services_one_time_intro()}
      />
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3 lg:gap-3">
        {oneTimeServices.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} heading={childHeading(headingLevel)} />
          </li>
        ))}
      </ul>
      <PriceTerms className="mt-3 text-center" />
    </LandingSection>
  );
}
