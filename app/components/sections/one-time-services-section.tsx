import { LandingSection, type HeadingLevel } from "../ui/landing-section";
import { SectionHeading } from "../ui/section-heading";

export function OneTimeServicesSection({ headingLevel = "h2" }: { headingLevel?: HeadingLevel }) {
  return (
    <LandingSection id="features2">
      <SectionHeading
        id="features2-title"
        as={headingLevel}
        eyebrow="Other services"
        title="Our One Time Services"
        intro="Need one thing done well? Pick a fixed-price service: a professional website, a logo, reels, posters, video editing or banners and standees."
      />
    </LandingSection>
  );
}
