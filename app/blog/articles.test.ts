import { describe, expect, it } from "vitest";

import { listArticleSlugs } from "./article-files";
import { allArticles, blogEntries } from "./articles.server";

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

const articles = allArticles();

describe("every article in content/blog", () => {
  it("is read: one per Markdown file", () => {
    expect(articles.map((a) => a.slug).sort()).toEqual(listArticleSlugs());
  });

  for (const article of articles) {
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
