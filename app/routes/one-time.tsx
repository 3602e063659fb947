import { OneTimeServicesSection } from "#app/components/sections/one-time-services-section.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/pages/site-pages.ts";

export function meta() {
  return pageMeta({
    ...sitePages.oneTime,
    title: m.site_title_one_time(),
    description: m.services_one_time_page_description(),
  });
}

export default function OneTimeServicesPage() {
  return <OneTimeServicesSection headingLevel="h1" />;
}
