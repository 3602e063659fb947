import { AboutUsSection } from "~/components/sections/about-us-section";
import { pageMeta } from "~/lib/seo";
import { sitePages } from "~/site-pages";

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
