import { LandingSection, type HeadingLevel } from "../ui/landing-section";
import { SectionHeading } from "../ui/section-heading";

export function AboutUsSection({ headingLevel = "h2" }: { headingLevel?: HeadingLevel }) {
  return (
    <LandingSection id="aboutus">
      <SectionHeading
        id="aboutus-title"
        as={headingLevel}
        eyebrow="About Us"
        title="A small team that treats your business like its own"
        intro="We are a digital marketing and web design studio founded by two people who love helping local businesses compete with the biggest names in their field."
      />
    </LandingSection>
  );
}
