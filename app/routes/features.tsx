import { OffersSection } from "#app/components/sections/offers-section.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/pages/site-pages.ts";

export function meta() {
  return pageMeta({
    ...sitePages.features,
    title: m.site_title_features(),
    description: m.services_features_page_description(),
  });
}

export default function FeaturesPage() {
  return <OffersSection headingLevel="h1" />;
}
