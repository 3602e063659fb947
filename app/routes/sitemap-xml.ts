import { allArticles } from "#app/blog/articles.server.ts";
import { escapeXml } from "#app/lib/escape-xml.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { pagePaths } from "#app/all-pages.ts";
import { articlePath } from "#app/site-pages.ts";

/** sitemap.xml: every canonical page with its last change; prerendered to a file. */
export function loader() {
  const articles = allArticles();
  const newest = articles
    .map((article) => article.frontMatter.date)
    .sort()
    .at(-1)!;
  const urls = [
    ...pagePaths.map((path) => ({ loc: absoluteUrl(path), lastmod: newest })),
    ...articles.map((article) => ({
      loc: absoluteUrl(articlePath(article.slug)),
      lastmod: article.frontMatter.date,
    })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (url) => `  <url><loc>${escapeXml(url.loc)}</loc><lastmod>${url.lastmod}</lastmod></url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
