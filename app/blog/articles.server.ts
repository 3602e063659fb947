import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { landingSections } from "#app/content/landing-sections.ts";
import { pagePaths } from "#app/pages/all-pages.ts";
import { PAGE_LANGUAGE } from "#app/lib/page-language.ts";
import type { SiteLanguage } from "#app/site/site-languages.ts";
import { articlePath } from "#app/pages/site-pages.ts";

import type { Article } from "./article-body-types.ts";
import type { BlogEntry } from "./blog-entry.ts";
import { ARTICLES_DIR, listArticleSlugs } from "./article-files.ts";
import { parseFrontMatter } from "./parse-front-matter.ts";
import { parseArticleBody } from "./parse-article-body.ts";
import { loadTranslations, type Translation } from "./translations.server.ts";

// What the build's other readers of the articles use: their folder and names, the translations,
// the phrases customers search for (scripts/messages/check-glossary.ts).
export { ARTICLES_DIR, listArticleSlugs } from "./article-files.ts";
export { compareSearchedPhrases } from "./searched-phrases.ts";
export {
  listTranslationSlugs,
  untranslatedArticles,
  type UntranslatedArticle,
} from "./translations.server.ts";

// Build time only: route loaders call these while prerendering, so neither the
// Markdown nor this code reaches the browser.

const PUBLIC_DIR = join(process.cwd(), "public");

export type { Article } from "./article-body-types.ts";

let cache: { articles: Article[]; translations: Translation[] } | undefined;

const imageExists = (src: string) => src.startsWith("/") && existsSync(join(PUBLIC_DIR, src));

/** One article, parsed and checked; `slugs` are every article's, for the link check. */
export function loadArticle(slug: string, slugs: readonly string[] = listArticleSlugs()): Article {
  const knownLinks = new Set([
    ...pagePaths,
    ...landingSections.map((section) => `/#${section.id}`),
    ...slugs.map(articlePath),
  ]);
  const file = join(ARTICLES_DIR, `${slug}.md`);
  const parsed = parseFrontMatter(file, slug, readFileSync(file, "utf8"));
  for (const [field, src] of [
    ["hero.src", parsed.frontMatter.hero.src],
    ["teaser.thumbnail", parsed.frontMatter.teaser.thumbnail],
  ] as const) {
    if (!imageExists(src)) throw new Error(`${file}: ${field} "${src}" does not exist in public/`);
  }
  const content = parseArticleBody(file, parsed.body, {
    isKnownLink: (href) => knownLinks.has(href),
    imageExists,
  });
  return { ...parsed, content };
}

function loadArticles() {
  const slugs = listArticleSlugs();
  const articles = slugs
    .map((slug) => loadArticle(slug, slugs))
    .sort((a, b) => a.frontMatter.order - b.frontMatter.order);
  // The Marathi and Hindi translations are checked against them in the same build: one that
  // lost a section or a field fails it, named (app/blog/translations.server.ts).
  return { articles, translations: loadTranslations(articles) };
}

/** Every article, parsed and checked, in the blog list's order. */
export function allArticles(): Article[] {
  cache ??= loadArticles();
  return cache.articles;
}

/**
 * The articles that have a page in a language (by default the pages being built, Paraglide's
 * build-time locale, docs/decisions/028-languages-built-apart.md): the English, or their Marathi
 * or Hindi translations, in the same order. An article published in English first has none in
 * Marathi or Hindi yet; the lists show it all the same (blogListIn).
 */
export function articlesInLanguage(language: SiteLanguage = PAGE_LANGUAGE): Article[] {
  return blogListIn(language).filter((article) => !article.english);
}

/** An article as a language's blog list shows it; `english`: its English, not translated yet. */
export type ListedArticle = Article & { english?: true };

/**
 * The blog list of a language, in the English order: each article's translation, or the English
 * of an article published in English first (`englishFirst: true`), marked `english` so that its
 * card says so and leads to the English page.
 */
export function listInLanguage(
  language: SiteLanguage,
  articles: readonly Article[],
  translations: readonly Translation[],
): ListedArticle[] {
  if (language === "en") return [...articles];
  return articles.flatMap((english): ListedArticle[] => {
    const translation = translations.find(
      (candidate) => candidate.language === language && candidate.slug === english.slug,
    );
    if (translation) return [translation];
    // Without the flag the build has already failed, naming the missing file.
    return english.frontMatter.englishFirst ? [{ ...english, english: true }] : [];
  });
}

/** The blog list of a language (by default the pages being built): listInLanguage. */
export function blogListIn(language: SiteLanguage = PAGE_LANGUAGE): ListedArticle[] {
  cache ??= loadArticles();
  return listInLanguage(language, cache.articles, cache.translations);
}

export function articleBySlug(slug: string): Article {
  const article = articlesInLanguage().find((candidate) => candidate.slug === slug);
  if (!article) throw new Response("Article not found", { status: 404 });
  return article;
}

/** One entry of a blog list (spec §3 Blog teaser), from an article's front matter. */
export function blogEntry({ slug, frontMatter, english }: ListedArticle): BlogEntry {
  return {
    slug,
    link: articlePath(slug),
    title: frontMatter.teaser.title,
    subtitle: frontMatter.teaser.subtitle,
    imgUrl: frontMatter.teaser.thumbnail,
    date: frontMatter.date,
    // Only when set: the English pages' data stays as it was.
    ...(english && { english }),
  };
}

/** The blog list entries of the pages being built, English-first articles marked. */
export function blogEntries(): BlogEntry[] {
  return blogListIn().map(blogEntry);
}
