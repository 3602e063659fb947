import type { MetaDescriptor } from "react-router";

import { siteConfig } from "#app/site/site.config.ts";

/** An inbox page's meta: its title, named as the inbox's, and kept out of search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${siteConfig.name} Inbox` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
