import { testimonials } from "#app/content/testimonials.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";

import type { HeadingLevel } from "#app/ui/landing-section.tsx";
import { Marquee } from "#app/ui/marquee.tsx";
import { SectionHeading } from "#app/ui/section-heading.tsx";
import { TESTIMONIAL_CARD_WIDTH, TestimonialCard } from "./testimonial-card.tsx";

/** Spec §9: testimonial marquee speed. */
const TESTIMONIAL_SPEED = 50;

export function TestimonialsSection({ headingLevel = "h2" }: { headingLevel?: HeadingLevel }) {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="overflow-hidden py-8 md:py-10"
    >
      <div className="container-page">
        <SectionHeading
          id="testimonials-title"
          as={headingLevel}
          eyebrow={m.home_section_testimonials()}
          title={m.home_testimonials_title()}
          intro={m.home_testimonials_intro()}
        />
        {/* The testimonials were written in English: the other languages say they are translated. */}
        {getLocale() !== "en" && (
          <p className="-mt-3 mb-5 text-center text-sm text-ink-500 md:-mt-4 md:mb-6">
            {m.home_testimonials_translated_note()}
          </p>
        )}
      </div>
      <Marquee
        label={m.home_testimonials_marquee()}
        items={testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} />
        ))}
        itemWidth={TESTIMONIAL_CARD_WIDTH}
        gap={24}
        speed={TESTIMONIAL_SPEED}
        pauseOnHover
        className="pb-3"
      />
    </section>
  );
}
