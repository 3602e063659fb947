import { LandingSection, type HeadingLevel } from "../ui/landing-section";
import { SectionHeading } from "../ui/section-heading";

export function OffersSection({ headingLevel = "h2" }: { headingLevel?: HeadingLevel }) {
  return (
    <LandingSection id="features">
      <SectionHeading
        id="features-title"
        as={headingLevel}
        eyebrow="What we offer"
        title="Marketing that works as hard as you do"
        intro="Monthly social media marketing, data-driven strategy and websites built to convert: the three things most small businesses need to grow online."
      />
    </LandingSection>
  );
}
