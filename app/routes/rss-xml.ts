import { allArticles } from "#app/blog/articles.server.ts";
import { escapeXml } from "#app/lib/escape-xml.ts";
import { startOfDayInIndia } from "#app/lib/format-date.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { articlePath, sitePages } from "#app/site-pages.ts";
import { siteConfig } from "#app/site.config.ts";

const rfc822 = (date: string) => startOfDayInIndia(date).toUTCString();

/** rss.xml: the articles as an RSS 2.0 feed, newest first; prerendered to a file. */
export function loader() {
  const articles = [...allArticles()].sort((a, b) =>
    b.frontMatter.date.localeCompare(a.frontMatter.date),
  );
  const items = articles.map(({ slug, frontMatter }) => {
    const link = absoluteUrl(articlePath(slug));
    return [
      "    <item>",
      `      <title>${escapeXml(frontMatter.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <description>${escapeXml(frontMatter.description)}</description>`,
      `      <pubDate>${rfc822(frontMatter.date)}</pubDate>`,
      ...frontMatter.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`${siteConfig.name} Blog: Digital Marketing Advice`)}</title>`,
    `    <link>${absoluteUrl(sitePages.allBlogs.path)}</link>`,
    `    <atom:link href="${absoluteUrl(sitePages.rss.path)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml("Practical digital marketing guides for small businesses in India.")}</description>`,
    "    <language>en-in</language>",
    `    <lastBuildDate>${rfc822(articles[0]!.frontMatter.date)}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
