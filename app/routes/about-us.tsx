import { AboutUsSection } from "#app/components/sections/about-us-section.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/pages/site-pages.ts";

export function meta() {
  return pageMeta({
    ...sitePages.aboutUs,
    title: m.site_title_about_us(),
    description: m.home_about_meta_description(),
  });
}

export default function AboutUsPage() {
  return <AboutUsSection headingLevel="h1" />;
}
