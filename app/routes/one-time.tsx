import { OneTimeServicesSection } from "#app/components/sections/one-time-services-section.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { sitePages } from "#app/site-pages.ts";

export function meta() {
  return pageMeta({
    ...sitePages.oneTime,
    description:
      "Fixed-price websites, logo design, reels, posters, video editing and banner or standee design, delivered quickly for small businesses.",
  });
}

export default function OneTimeServicesPage() {
  return <OneTimeServicesSection headingLevel="h1" />;
}
