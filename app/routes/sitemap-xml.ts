import { allArticles, articlesInLanguage } from "#app/blog/articles.server.ts";
import { escapeXml } from "#app/lib/escape-xml.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { pagePaths } from "#app/pages/all-pages.ts";
import { pathIn, SITE_LANGUAGES, type SiteLanguage } from "#app/site/site-languages.ts";
import { articlePath } from "#app/pages/site-pages.ts";

type Entry = { path: string; lastmod: string; languages: readonly SiteLanguage[] };

/**
 * sitemap.xml: every canonical page in every language it exists in, each with its alternates
 * (hreflang, x-default English), as search engines read them; prerendered to one file.
 */
export function loader() {
  const articles = allArticles();
  const newest = articles
    .map((article) => article.frontMatter.date)
    .sort()
    .at(-1)!;
  const translated = (slug: string) =>
    SITE_LANGUAGES.filter((language) =>
      articlesInLanguage(language).some((article) => article.slug === slug),
    );
  const entries: Entry[] = [
    ...pagePaths.map((path) => ({ path, lastmod: newest, languages: SITE_LANGUAGES })),
    ...articles.map((article) => ({
      path: articlePath(article.slug),
      lastmod: article.frontMatter.date,
      languages: translated(article.slug),
    })),
  ];
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  const urls = entries.flatMap(({ path, lastmod, languages }) => {
    const alternates =
      languages.length < 2
        ? []
        : [
            ...languages.map((language) => link(language, absoluteUrl(pathIn(language, path)))),
            link("x-default", absoluteUrl(path)),
          ];
    return languages.map((language) =>
      [
        `  <url><loc>${escapeXml(absoluteUrl(pathIn(language, path)))}</loc><lastmod>${lastmod}</lastmod>`,
        ...alternates.map((alternate) => `    ${alternate}`),
        "  </url>",
      ].join("\n"),
    );
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
