import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Client Testimonials",
    description:
      "What café owners, clinics, boutiques and coaching institutes say about working with us on their marketing, websites and design.",
    path: "/testimonials",
  });
}

export default function TestimonialsPage() {
  return <TestimonialsSection headingLevel="h1" />;
}
