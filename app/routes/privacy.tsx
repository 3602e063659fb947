import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { pageMeta } from "~/lib/seo";
import { sitePages } from "~/site-pages";
import { siteConfig } from "~/site.config";

export function meta() {
  return pageMeta({
    ...sitePages.privacy,
    description:
      "What we collect when you ask for a quote, why, how long we keep it, who handles it, and how to use your rights under India's data protection law.",
  });
}

export default function PrivacyPage() {
  return <PrivacyNotice config={siteConfig} title={sitePages.privacy.title} />;
}
