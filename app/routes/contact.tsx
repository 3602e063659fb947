import { ContactSection } from "#app/components/sections/contact-section.tsx";
import { REPLY_TIME } from "#app/content/commitments.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { sitePages } from "#app/site-pages.ts";

export function meta() {
  return pageMeta({
    ...sitePages.contact,
    description: `Tell us about your business and the service you need. We reply within ${REPLY_TIME} with a clear plan and a fixed price.`,
  });
}

export default function ContactPage() {
  return <ContactSection headingLevel="h1" />;
}
