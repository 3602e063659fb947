import { m } from "#app/paraglide/messages.js";

import { LandingSection } from "#app/ui/landing-section.tsx";
import { SectionHeading } from "#app/ui/section-heading.tsx";
import { ProjectsSlider } from "./projects-slider.tsx";

export function ProjectsSection() {
  return (
    <LandingSection id="projects" className="bg-ink-50">
      <SectionHeading
        id="projects-title"
        eyebrow={m.home_projects_eyebrow()}
        title={m.home_section_projects()}
        intro={m.home_projects_intro()}
      />
      <ProjectsSlider />
    </LandingSection>
  );
}
