import { LandingSection, type HeadingLevel } from "../ui/landing-section";
import { SectionHeading } from "../ui/section-heading";

export function ContactSection({ headingLevel = "h2" }: { headingLevel?: HeadingLevel }) {
  return (
    <LandingSection id="contact">
      <SectionHeading
        id="contact-title"
        as={headingLevel}
        eyebrow="Contact"
        title="Get a Quote"
        intro="Tell us about your business and what you need. We reply within one working day with a clear plan and a price."
      />
    </LandingSection>
  );
}
