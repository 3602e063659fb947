import { articlesInLanguage } from "#app/blog/articles.server.ts";
import { escapeXml } from "#app/lib/escape-xml.ts";
import { startOfDayInIndia } from "#app/lib/format-date.ts";
import { localUrl, PAGE_LANGUAGE_TAG } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import { articlePath, sitePages } from "#app/pages/site-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";

const rfc822 = (date: string) => startOfDayInIndia(date).toUTCString();

/**
 * rss.xml: the articles as an RSS 2.0 feed, newest first; prerendered to a file, one per
 * language (/rss.xml, /mr/rss.xml, /hi/rss.xml).
 */
export function loader() {
  const articles = [...articlesInLanguage()].sort((a, b) =>
    b.frontMatter.date.localeCompare(a.frontMatter.date),
  );
  const items = articles.map(({ slug, frontMatter }) => {
    const link = localUrl(articlePath(slug));
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
    `    <title>${escapeXml(m.site_feed_channel_title({ name: siteConfig.name }))}</title>`,
    `    <link>${localUrl(sitePages.allBlogs.path)}</link>`,
    `    <atom:link href="${localUrl(sitePages.rss.path)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(m.site_feed_description())}</description>`,
    `    <language>${PAGE_LANGUAGE_TAG.toLowerCase()}</language>`,
    `    <lastBuildDate>${rfc822(articles[0]!.frontMatter.date)}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
