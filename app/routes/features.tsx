import { OffersSection } from "~/components/sections/offers-section";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "What We Offer",
    description:
      "Social media marketing, data-driven strategy and website development for small businesses, with clear monthly prices and no long contracts.",
    path: "/features",
  });
}

export default function OffersPage() {
  return <OffersSection headingLevel="h1" />;
}
