import { OneTimeServicesSection } from "~/components/sections/one-time-services-section";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "One Time Services",
    description:
      "Fixed-price websites, logo design, reels, posters, video editing and banner or standee design, delivered quickly for small businesses.",
    path: "/one-time",
  });
}

export default function OneTimeServicesPage() {
  return <OneTimeServicesSection headingLevel="h1" />;
}
