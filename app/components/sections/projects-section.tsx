import { LandingSection, type HeadingLevel } from "../ui/landing-section";
import { SectionHeading } from "../ui/section-heading";

export function ProjectsSection({ headingLevel = "h2" }: { headingLevel?: HeadingLevel }) {
  return (
    <LandingSection id="projects">
      <SectionHeading
        id="projects-title"
        as={headingLevel}
        eyebrow="Portfolio"
        title="Our Works"
        intro="A few of the websites we have designed and launched for growing businesses."
      />
    </LandingSection>
  );
}
