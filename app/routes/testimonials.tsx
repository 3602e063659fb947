import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/pages/site-pages.ts";

export function meta() {
  return pageMeta({
    ...sitePages.testimonials,
    title: m.site_title_testimonials(),
    description: m.home_testimonials_meta_description(),
  });
}

export default function TestimonialsPage() {
  return <TestimonialsSection headingLevel="h1" />;
}
