import { describe, expect, it } from "vitest";

import { allArticles, blogEntries } from "./articles.server";

// The ten articles as the spec (§2 Blog article pages) describes them.
const SPEC = {
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

describe("the ten articles", () => {
  const articles = allArticles();

  it("are all there, one per industry", () => {
    expect(articles.map((a) => a.slug).sort()).toEqual(Object.keys(SPEC).sort());
  });

  for (const [slug, spec] of Object.entries(SPEC)) {
    it(`${slug}: ${spec.numbered} numbered sections and a conclusion, 1,500+ words, 2+ images, the spec's date`, () => {
      const article = articles.find((a) => a.slug === slug)!;
      const { sections, wordCount } = article.content;
      expect(sections).toHaveLength(spec.numbered + 1);
      expect(sections.at(-1)!.title).toBe("Conclusion");
      expect(sections.map((s) => s.anchor)).toEqual(sections.map((_, i) => String(i)));
      expect(wordCount).toBeGreaterThanOrEqual(1500);
      const images = sections.flatMap((s) => s.blocks).filter((b) => b.type === "image");
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(article.frontMatter.date).toMatch(spec.date);
    });
  }

  it("feed the blog list in the spec's order: startups, tech, interiors first", () => {
    expect(
      blogEntries()
        .map((entry) => entry.slug)
        .slice(0, 3),
    ).toEqual(["startup", "tech", "interior"]);
  });
});
