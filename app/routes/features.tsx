import { OffersSection } from "~/components/sections/offers-section";
import { pageMeta } from "~/lib/seo";
import { sitePages } from "~/site-pages";

export function meta() {
  return pageMeta({
    ...sitePages.features,
    description:
      "Social media marketing, data-driven strategy and website development for small businesses, with clear monthly prices and no long contracts.",
  });
}

export default function FeaturesPage() {
  return <OffersSection headingLevel="h1" />;
}
