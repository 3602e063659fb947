import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";

import { siteConfig } from "#app/site.config.ts";

import { startOfDayInIndia } from "./format-date.ts";

/** The social preview image for pages without their own (1200 × 630, made at build). */
export const DEFAULT_SOCIAL_IMAGE = "/social/home.png";
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

type PageSeo = {
  /** The page's own title; the agency name is appended. */
  title: string;
  /** 50 to 160 characters, shown under the title in search results. */
  description: string;
  /** The route's path, such as "/allblogs". */
  path: string;
  /** Social preview image path (1200 × 630). */
  image?: string;
  type?: "website" | "article";
  /** For articles: the publication date, YYYY-MM-DD. */
  publishedDate?: string;
  jsonLd?: WithContext<Thing>[];
  /** A page search engines should not list (a result page of the quote form). */
  noindex?: boolean;
};

export const absoluteUrl = (path: string) => new URL(path, siteConfig.origin).href;

/** Everything a route's meta() returns: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function pageMeta({
  title,
  description,
  path,
  image = DEFAULT_SOCIAL_IMAGE,
  type = "website",
  publishedDate,
  jsonLd = [],
  noindex = false,
}: PageSeo): MetaDescriptor[] {
  const fullTitle = title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(SOCIAL_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: fullTitle },
    ...(publishedDate
      ? [
          {
            property: "article:published_time",
            content: startOfDayInIndia(publishedDate).toISOString(),
          },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
