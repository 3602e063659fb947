import { LandingSection } from "#app/components/ui/landing-section.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { ProjectsSlider } from "./projects-slider.tsx";

export function ProjectsSection() {
  return (
    <LandingSection id="projects" className="bg-ink-50">
      <SectionHeading
        id="projects-title"
        eyebrow="Portfolio"
        title="Our Works"
        intro="A few of the websites we have designed and launched for growing businesses. Each opens the live site in a new tab."
      />
      <ProjectsSlider />
    </LandingSection>
  );
}
