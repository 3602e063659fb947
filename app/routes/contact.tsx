import { ContactSection } from "~/components/sections/contact-section";
import { REPLY_TIME } from "~/content/commitments";
import { pageMeta } from "~/lib/seo";
import { sitePages } from "~/site-pages";

export function meta() {
  return pageMeta({
    ...sitePages.contact,
    description: `Tell us about your business and the service you need. We reply within ${REPLY_TIME} with a clear plan and a fixed price.`,
  });
}

export default function ContactPage() {
  return <ContactSection headingLevel="h1" />;
}
