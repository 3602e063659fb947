import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";

import { OG_LOCALES, pathIn, SITE_LANGUAGES, type SiteLanguage } from "#app/site/site-languages.ts";
import { siteConfig } from "#app/site/site.config.ts";

import { startOfDayInIndia } from "./format-date.ts";
import { PAGE_LANGUAGE } from "./page-language.ts";

/**
 * The social preview image for pages without their own (1200 × 630, made at build), in the
 * page's language: /social/home.png, /mr/social/home.png, /hi/social/home.png.
 */
export const DEFAULT_SOCIAL_IMAGE = pathIn(PAGE_LANGUAGE, "/social/home.png");
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

type PageSeo = {
  /** The page's own title; the agency name is appended. */
  title: string;
  /** 50 to 160 characters, shown under the title in search results. */
  description: string;
  /** The route's English path, such as "/allblogs"; the page's language adds its prefix. */
  path: string;
  /** The languages the page exists in (all three but for an article not yet translated). */
  languages?: readonly SiteLanguage[];
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
/** A page's full address in the language of the page being built, from its English path. */
export const localUrl = (path: string) => absoluteUrl(pathIn(PAGE_LANGUAGE, path));
/** The page's language as structured data and feeds name it (BCP 47, India). */
export const PAGE_LANGUAGE_TAG = `${PAGE_LANGUAGE}-IN`;

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
  languages = SITE_LANGUAGES,
}: PageSeo): MetaDescriptor[] {
  const fullTitle = title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
  const url = localUrl(path);
  const imageUrl = absoluteUrl(image);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(path, languages),
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:locale", content: OG_LOCALES[PAGE_LANGUAGE] },
    ...languages
      .filter((language) => language !== PAGE_LANGUAGE)
      .map((language) => ({ property: "og:locale:alternate", content: OG_LOCALES[language] })),
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

/**
 * The page in each of its languages, for search engines (hreflang), English the default for
 * every other language (x-default). Only when the page exists in more than English.
 */
function languageAlternates(path: string, languages: readonly SiteLanguage[]): MetaDescriptor[] {
  if (languages.length < 2) return [];
  const alternate = (hrefLang: string, language: SiteLanguage) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(pathIn(language, path)),
  });
  return [
    ...languages.map((language) => alternate(language, language)),
    alternate("x-default", "en"),
  ];
}
