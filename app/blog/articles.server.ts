import { readFileSync } from "node:fs";
import { join } from "node:path";

import { ARTICLES_DIR, listArticleSlugs } from "./article-files";
import { parseArticle, type ParsedArticle } from "./parse-article";

// Build time only: route loaders call these while prerendering, so neither the
// Markdown nor this code reaches the browser.

let cache: ParsedArticle[] | undefined;

/** Every article, in the blog list's order. */
export function allArticles(): ParsedArticle[] {
  cache ??= listArticleSlugs()
    .map((slug) => {
      const file = join(ARTICLES_DIR, `${slug}.md`);
      return parseArticle(file, slug, readFileSync(file, "utf8"));
    })
    .sort((a, b) => a.frontMatter.order - b.frontMatter.order);
  return cache;
}

export function articleBySlug(slug: string): ParsedArticle {
  const article = allArticles().find((candidate) => candidate.slug === slug);
  if (!article) throw new Response("Article not found", { status: 404 });
  return article;
}

export type BlogEntry = {
  slug: string;
  link: string;
  title: string;
  subtitle: string;
  imgUrl: string;
  date: string;
};

/** The blog list entries (spec §3 Blog teaser) derived from the articles' front matter. */
export function blogEntries(): BlogEntry[] {
  return allArticles().map(({ slug, frontMatter }) => ({
    slug,
    link: `/blogs/${slug}`,
    title: frontMatter.teaser.title,
    subtitle: frontMatter.teaser.subtitle,
    imgUrl: frontMatter.teaser.thumbnail,
    date: frontMatter.date,
  }));
}
