import { AboutUsSection } from "#app/components/sections/about-us-section.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { sitePages } from "#app/site-pages.ts";

export function meta() {
  return pageMeta({
    ...sitePages.aboutUs,
    description:
      "Meet the two founders behind our digital marketing and web design studio, and find every way to reach us: WhatsApp, email and social media.",
  });
}

export default function AboutUsPage() {
  return <AboutUsSection headingLevel="h1" />;
}
