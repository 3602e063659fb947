import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { sitePages } from "#app/site-pages.ts";

export function meta() {
  return pageMeta({
    ...sitePages.testimonials,
    description:
      "What café owners, clinics, boutiques and coaching institutes say about working with us on their marketing, websites and design.",
  });
}

export default function TestimonialsPage() {
  return <TestimonialsSection headingLevel="h1" />;
}
