import { testimonials } from "#app/content/testimonials.ts";

import type { HeadingLevel } from "#app/components/ui/landing-section.tsx";
import { Marquee } from "#app/components/ui/marquee.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
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
          eyebrow="Testimonials"
          title="What our clients say"
          intro="Café owners, clinics, boutiques and coaching institutes trust us with their brand. Here is what they tell us after working together."
        />
      </div>
      <Marquee
        label="the testimonials"
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
