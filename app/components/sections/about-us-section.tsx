import { cityName, localized } from "#app/lib/localized.ts";
import { promises } from "#app/content/promises.ts";
import { artworkName } from "#app/content/artwork.ts";
import { m } from "#app/paraglide/messages.js";
import { siteConfig } from "#app/site/site.config.ts";

import { ArtImage } from "#app/ui/art-image.tsx";
import { Heading } from "#app/ui/heading.tsx";
import { childHeading, type HeadingLevel } from "#app/ui/landing-section.tsx";
import { SampleLabel } from "#app/ui/sample-label.tsx";
import { SectionHeading } from "#app/ui/section-heading.tsx";
import { ContactChannelList } from "./contact-channel-list.tsx";
import { SEEN_ONCE, marker } from "#app/lib/behaviour-markers.ts";

export function AboutUsSection({ headingLevel = "h2" }: { headingLevel?: HeadingLevel }) {
  const cardHeading = childHeading(headingLevel);

  return (
    <section
      id="aboutus"
      aria-labelledby="aboutus-title"
      // Spec §4: a once-only flag, data-half-seen, when half the section is visible; it changes
      // nothing shown (app/browser/seen-once.ts).
      {...marker(SEEN_ONCE)}
      className="py-8 md:py-10"
    >
      <div className="container-page grid gap-5 lg:grid-cols-[1.1fr_1fr] lg:items-start lg:gap-8">
        <div>
          <SectionHeading
            id="aboutus-title"
            as={headingLevel}
            align="left"
            eyebrow={m.home_section_aboutus()}
            title={m.home_about_title()}
          />
          <div className="-mt-2 grid max-w-prose gap-2 text-base text-ink-600">
            <p>{m.home_about_story({ name: siteConfig.name, city: cityName() })}</p>
            <p>{m.home_about_approach()}</p>
          </div>
          <ul className="mt-4 grid grid-cols-2 gap-2 sm:max-w-lg">
            {siteConfig.founders.map((founder) => (
              <li
                key={founder.name}
                className="overflow-hidden rounded-xl bg-white shadow-card ring-1 ring-ink-200/70"
              >
                <ArtImage
                  name={artworkName(founder.photo)}
                  alt={m.home_about_founder_alt({ name: founder.name })}
                  sizes="(min-width: 600px) 240px, 45vw"
                  className="aspect-square w-full bg-brand-50 object-cover"
                />
                <div className="p-2">
                  <Heading level={cardHeading} className="text-base font-extrabold">
                    {founder.name}
                  </Heading>
                  <p className="text-ink-500">{localized(founder.role)}</p>
                  {founder.sample && <SampleLabel className="mt-0.5" />}
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-3">
          <div className="rounded-2xl bg-brand-950 p-3 text-brand-100 shadow-lift focus-ring-light md:p-4">
            <Heading level={cardHeading} className="font-display text-xl font-extrabold text-white">
              {m.home_about_talk_title()}
            </Heading>
            <p className="mt-1 text-brand-200">{m.home_about_talk_text()}</p>
            <ContactChannelList tone="dark" className="mt-2" />
          </div>
          <ul className="grid gap-2 sm:grid-cols-2">
            {promises.map((promise) => (
              <li key={promise.id} className="rounded-xl bg-accent-50 p-2 ring-1 ring-accent-100">
                <p className="font-display font-bold text-ink-950">{promise.title()}</p>
                <p className="mt-0.5 text-ink-600">{promise.text()}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
