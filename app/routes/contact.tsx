import { ContactSection } from "#app/components/sections/contact-section.tsx";
import { withinReplyTime } from "#app/content/commitments.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/pages/site-pages.ts";

export function meta() {
  return pageMeta({
    ...sitePages.contact,
    title: m.site_title_contact(),
    description: m.quote_contact_description({ within: withinReplyTime() }),
  });
}

export default function ContactPage() {
  return <ContactSection headingLevel="h1" />;
}
