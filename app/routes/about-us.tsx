import { AboutUsSection } from "~/components/sections/about-us-section";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "About Us",
    description:
      "Meet the two founders behind our digital marketing and web design studio, and find every way to reach us: WhatsApp, email and social media.",
    path: "/about-us",
  });
}

export default function AboutUsPage() {
  return <AboutUsSection headingLevel="h1" />;
}
