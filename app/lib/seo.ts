import type { MetaDescriptor } from "react-router";

import { siteConfig } from "~/site.config";

type PageSeo = {
  /** The page's own title; the agency name is appended. */
  title: string;
  /** 50 to 160 characters, shown under the title in search results. */
  description: string;
  /** The route's path, such as "/allblogs". */
  path: string;
};

export const absoluteUrl = (path: string) => new URL(path, siteConfig.origin).href;

/** Title, description and canonical URL for a route's meta(); every route uses it. */
export function pageMeta({ title, description, path }: PageSeo): MetaDescriptor[] {
  const fullTitle = title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: absoluteUrl(path) },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: absoluteUrl(path) },
    { property: "og:site_name", content: siteConfig.name },
  ];
}
