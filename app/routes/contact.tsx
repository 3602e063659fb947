import { ContactSection } from "~/components/sections/contact-section";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Contact and Quote Request",
    description:
      "Tell us about your business and the service you need. We reply within one working day with a clear plan and a fixed price.",
    path: "/contact",
  });
}

export default function ContactPage() {
  return <ContactSection headingLevel="h1" />;
}
