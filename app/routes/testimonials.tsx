import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { pageMeta } from "~/lib/seo";
import { sitePages } from "~/site-pages";

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
