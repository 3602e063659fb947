import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { landingSections } from "#app/content/landing-sections.ts";
import { pagePaths } from "#app/pages/all-pages.ts";
import { articlePath } from "#app/pages/site-pages.ts";
import {
  DEVANAGARI_DIGIT,
  pathIn,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from "#app/site/site-languages.ts";

import type { Article, ArticleContent } from "./article-body-types.ts";
import { ARTICLES_DIR, listArticleSlugs } from "./article-files.ts";
import { parseFrontMatter, type ParsedFrontMatter } from "./parse-front-matter.ts";
import { parseArticleBody } from "./parse-article-body.ts";
import { compareSearchedPhrases } from "./searched-phrases.ts";

/*
 * The articles in Marathi and Hindi (issue 30): content/blog/<language>/<slug>.md, each a
 * translation of content/blog/<slug>.md, checked at build time against its English: the same
 * numbered sections (so that the anchors 0 to N and the contents list are the same), the same
 * dates, order and pictures, links inside the site in its own language, Latin digits (the
 * glossary's choice, content/glossary.yaml), the same searched phrases kept as typed. Every
 * problem names the file and the field.
 * Every article has every translation, but one published in English first: its front matter says
 * `englishFirst: true`, and it waits for its translations (missingTranslations).
 */

// The site's languages but English, in which articles are written first.
export { TRANSLATED_LANGUAGES, type TranslatedLanguage };

export type Translation = ParsedFrontMatter & {
  language: TranslatedLanguage;
  content: ArticleContent;
};

const PUBLIC_DIR = join(process.cwd(), "public");
const imageExists = (src: string) => src.startsWith("/") && existsSync(join(PUBLIC_DIR, src));

/** The translations there are of a language, by slug (the folder may not exist yet). */
export function listTranslationSlugs(language: TranslatedLanguage, dir = ARTICLES_DIR): string[] {
  const folder = join(dir, language);
  return existsSync(folder) ? listArticleSlugs(folder) : [];
}

/** Fields a translation keeps exactly as its English has them. */
const SAME_AS_ENGLISH = [
  ["date", (article: ParsedFrontMatter) => article.frontMatter.date],
  ["reviewed", (article: ParsedFrontMatter) => article.frontMatter.reviewed],
  ["order", (article: ParsedFrontMatter) => String(article.frontMatter.order)],
  ["hero.src", (article: ParsedFrontMatter) => article.frontMatter.hero.src],
  ["teaser.thumbnail", (article: ParsedFrontMatter) => article.frontMatter.teaser.thumbnail],
] as const;

/** One translation, parsed and checked against its English article. */
export function loadTranslation(
  language: TranslatedLanguage,
  english: Article,
  slugs: readonly string[],
  dir = ARTICLES_DIR,
): Translation {
  const file = join(dir, language, `${english.slug}.md`);
  const source = readFileSync(file, "utf8");
  const parsed = parseFrontMatter(file, english.slug, source);
  if (parsed.frontMatter.englishFirst) {
    throw new Error(
      `${file}: englishFirst belongs in the English article's front matter (${join(dir, `${english.slug}.md`)}), not in a translation`,
    );
  }
  for (const [field, value] of SAME_AS_ENGLISH) {
    if (value(parsed) !== value(english)) {
      throw new Error(
        `${file}: ${field} is "${value(parsed)}" where the English has "${value(english)}"`,
      );
    }
  }
  const digit = source.split("\n").findIndex((line) => DEVANAGARI_DIGIT.test(line));
  if (digit !== -1) {
    throw new Error(
      `${file}: line ${digit + 1} has a Devanagari digit; numbers are written 0-9 (content/glossary.yaml)`,
    );
  }
  const knownLinks = new Set([
    ...pagePaths.map((path) => pathIn(language, path)),
    ...landingSections.map((section) => pathIn(language, `/#${section.id}`)),
    ...slugs.map((slug) => pathIn(language, articlePath(slug))),
  ]);
  const content = parseArticleBody(file, parsed.body, {
    isKnownLink: (href) => knownLinks.has(href),
    imageExists,
    language,
  });
  const [mine, theirs] = [content.sections.length, english.content.sections.length];
  if (mine !== theirs) {
    throw new Error(
      `${file}: ${mine} sections where the English has ${theirs}: a translation keeps every ` +
        "numbered section and the conclusion, so that its contents list and anchors match",
    );
  }
  const englishFile = join(dir, `${english.slug}.md`);
  const phrases = compareSearchedPhrases(
    { file: englishFile, source: readFileSync(englishFile, "utf8") },
    { file, source },
  );
  if (phrases.length) throw new Error(phrases.join("\n"));
  return { ...parsed, language, content };
}

/**
 * The languages an English article has no translation in yet. Only an article published in
 * English first (`englishFirst: true`) may lack one; a translation missing from any other fails,
 * naming the file that is missing. Once every translation is there, the flag goes.
 */
export function missingTranslations(
  english: Pick<ParsedFrontMatter, "slug" | "frontMatter">,
  dir = ARTICLES_DIR,
): TranslatedLanguage[] {
  const englishFile = join(dir, `${english.slug}.md`);
  const fileIn = (language: TranslatedLanguage) => join(dir, language, `${english.slug}.md`);
  const missing = TRANSLATED_LANGUAGES.filter((language) => !existsSync(fileIn(language)));
  if (missing.length && !english.frontMatter.englishFirst) {
    throw new Error(
      `${missing.map(fileIn).join(", ")}: missing; every article is translated into ` +
        `${TRANSLATED_LANGUAGES.join(", ")}. To publish ${englishFile} in English first, add ` +
        '"englishFirst: true" to its front matter',
    );
  }
  if (!missing.length && english.frontMatter.englishFirst) {
    throw new Error(
      `${englishFile}: englishFirst is set, but the article is translated into ` +
        `${TRANSLATED_LANGUAGES.join(", ")}: remove the flag`,
    );
  }
  return missing;
}

/**
 * Every translation of every language, checked against `articles` (the English). A
 * translation of an article that does not exist fails; so does a missing one
 * (missingTranslations).
 */
export function loadTranslations(articles: readonly Article[], dir = ARTICLES_DIR): Translation[] {
  const slugs = articles.map((article) => article.slug);
  for (const article of articles) missingTranslations(article, dir);
  return TRANSLATED_LANGUAGES.flatMap((language) =>
    listTranslationSlugs(language, dir).map((slug) => {
      const english = articles.find((article) => article.slug === slug);
      if (!english) {
        throw new Error(
          `${join(dir, language, `${slug}.md`)}: there is no English article content/blog/${slug}.md to translate`,
        );
      }
      return loadTranslation(language, english, slugs, dir);
    }),
  );
}

/** An article published in English first and the languages it is not in yet. */
export type UntranslatedArticle = { file: string; missing: TranslatedLanguage[] };

/**
 * The articles published in English first, each with the languages it still lacks: what the
 * build lists and `npm run build -- --strict` refuses (scripts/build/sample-content.ts). Reads the
 * English front matter only; a translation missing without the flag fails here too.
 */
export function untranslatedArticles(dir = ARTICLES_DIR): UntranslatedArticle[] {
  return listArticleSlugs(dir).flatMap((slug) => {
    const file = join(dir, `${slug}.md`);
    const missing = missingTranslations(
      parseFrontMatter(file, slug, readFileSync(file, "utf8")),
      dir,
    );
    return missing.length ? [{ file: relative(process.cwd(), file), missing }] : [];
  });
}
