import { OneTimeServicesSection } from "~/components/sections/one-time-services-section";
import { pageMeta } from "~/lib/seo";
import { sitePages } from "~/site-pages";

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
