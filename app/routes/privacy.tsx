import { PrivacyNotice } from "#app/components/privacy/privacy-notice.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/pages/site-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";

export function meta() {
  return pageMeta({
    ...sitePages.privacy,
    title: m.site_title_privacy(),
    description: m.pages_privacy_description(),
  });
}

export default function PrivacyPage() {
  return <PrivacyNotice config={siteConfig} title={m.site_title_privacy()} />;
}
