import { describe, expect, it } from "vitest";

import { listArticleSlugs } from "./article-files.ts";
import {
  allArticles,
  articlesInLanguage,
  blogEntries,
  blogEntry,
  blogListIn,
  listInLanguage,
  loadArticle,
  type Article,
} from "./articles.server.ts";
import { loadTranslations } from "./translations.server.ts";

// The spec's ten articles (§2 Blog article pages): each must stay, with its section count and
// date. Articles added later only need to follow the rules every article follows.
const SPEC_ARTICLES = {
  restaurant: { numbered: 12, date: /^2024-12-(1[5-9]|2\d|3[01])$/ },
  startup: { numbered: 11, date: /^2024-12-(1[5-9]|2\d|3[01])$/ },
  clothing: { numbered: 12, date: /^2024-12-(1[5-9]|2\d|3[01])$/ },
  dentist: { numbered: 12, date: /^2024-12-(1[5-9]|2\d|3[01])$/ },
  interior: { numbered: 12, date: /^2024-12-(1[5-9]|2\d|3[01])$/ },
  "real-estate": { numbered: 12, date: /^2024-12-(1[5-9]|2\d|3[01])$/ },
  law: { numbered: 12, date: /^2024-12-28$/ },
  hotel: { numbered: 12, date: /^2024-12-31$/ },
  edu: { numbered: 12, date: /^2025-01-01$/ },
  tech: { numbered: 11, date: /^2025-01-01$/ },
} as const;

// Each file parsed on its own, so one broken article reports its own problem and no other's.
const slugs = listArticleSlugs();
const articles: Article[] = [];
for (const slug of slugs) {
  try {
    articles.push(loadArticle(slug, slugs));
  } catch {
    // reported by its own test below
  }
}

describe("every article in content/blog", () => {
  for (const slug of slugs) {
    it(`${slug}: parses with the build's own checks`, () => {
      expect(() => loadArticle(slug, slugs)).not.toThrow();
    });
  }

  for (const article of articles) {
    it(`${article.slug}: reviewed on or after publication, with at least two linked sources`, () => {
      expect(article.frontMatter.reviewed >= article.frontMatter.date).toBe(true);
      expect(article.content.sources.length).toBeGreaterThanOrEqual(2);
      for (const source of article.content.sources) {
        expect(JSON.stringify(source)).toMatch(/"href":"https:\/\//);
      }
    });

    it(`${article.slug}: 11 or 12 numbered sections and a conclusion, 1,500+ words, 2+ images`, () => {
      const { sections, wordCount } = article.content;
      expect(sections.length - 1).toBeGreaterThanOrEqual(11);
      expect(sections.length - 1).toBeLessThanOrEqual(12);
      expect(sections.at(-1)!.title).toBe("Conclusion");
      expect(sections.map((s) => s.anchor)).toEqual(sections.map((_, i) => String(i)));
      expect(wordCount).toBeGreaterThanOrEqual(1500);
      const images = sections.flatMap((s) => s.blocks).filter((b) => b.type === "image");
      expect(images.length).toBeGreaterThanOrEqual(2);
    });
  }
});

describe("the spec's ten articles", () => {
  for (const [slug, spec] of Object.entries(SPEC_ARTICLES)) {
    it(`${slug}: ${spec.numbered} numbered sections, the spec's date`, () => {
      const article = articles.find((a) => a.slug === slug);
      expect(article, `content/blog/${slug}.md`).toBeDefined();
      expect(article!.content.sections).toHaveLength(spec.numbered + 1);
      expect(article!.frontMatter.date).toMatch(spec.date);
    });
  }

  it("lead the blog list in the spec's order: startups, tech, interiors first", () => {
    expect(
      blogEntries()
        .map((entry) => entry.slug)
        .slice(0, 3),
    ).toEqual(["startup", "tech", "interior"]);
  });
});

describe("the blog list of each language", () => {
  it("lists every article in Marathi and Hindi, translated, in the English order", () => {
    const english = blogListIn("en").map((article) => article.slug);
    for (const language of ["mr", "hi"] as const) {
      const listed = blogListIn(language);
      expect(listed.map((article) => article.slug)).toEqual(english);
      expect(listed.filter((article) => article.english)).toEqual([]);
      expect(articlesInLanguage(language)).toEqual(listed);
    }
  });

  it("gives English entries no `english` field, so the English pages' data is as before", () => {
    expect(blogEntries().some((entry) => "english" in entry)).toBe(false);
  });

  it("shows an article published in English first in its English, marked", () => {
    const articles = allArticles().map((article) =>
      article.slug === "tech"
        ? { ...article, frontMatter: { ...article.frontMatter, englishFirst: true as const } }
        : article,
    );
    const translations = loadTranslations(allArticles()).filter(
      (translation) => !(translation.slug === "tech" && translation.language === "mr"),
    );
    const marathi = listInLanguage("mr", articles, translations);
    expect(marathi.map((article) => article.slug)).toEqual(allArticles().map((a) => a.slug));
    const tech = marathi.find((article) => article.slug === "tech")!;
    expect(tech.english).toBe(true);
    expect(tech.frontMatter.title).toBe(
      allArticles().find((a) => a.slug === "tech")!.frontMatter.title,
    );
    expect(marathi.filter((article) => article.english)).toHaveLength(1);
    // Hindi has its translation: listed as usual.
    expect(listInLanguage("hi", articles, translations).some((article) => article.english)).toBe(
      false,
    );
    expect(blogEntry(tech)).toMatchObject({
      slug: "tech",
      link: "/blogs/tech",
      title: tech.frontMatter.teaser.title,
      english: true,
    });
  });
});
