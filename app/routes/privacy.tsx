import { PrivacyNotice } from "#app/components/privacy/privacy-notice.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { sitePages } from "#app/site-pages.ts";
import { siteConfig } from "#app/site.config.ts";

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
