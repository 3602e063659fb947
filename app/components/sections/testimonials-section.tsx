import { LandingSection, type HeadingLevel } from "../ui/landing-section";
import { SectionHeading } from "../ui/section-heading";

export function TestimonialsSection({ headingLevel = "h2" }: { headingLevel?: HeadingLevel }) {
  return (
    <LandingSection id="testimonials">
      <SectionHeading
        id="testimonials-title"
        as={headingLevel}
        eyebrow="Testimonials"
        title="What our clients say"
        intro="Café owners, clinics, boutiques and coaching institutes trust us with their brand. Here is what they tell us after working together."
      />
    </LandingSection>
  );
}
