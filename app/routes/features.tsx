import { OffersSection } from "#app/components/sections/offers-section.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { sitePages } from "#app/site-pages.ts";

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
