// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { ARTICLES_DIR, listArticleSlugs } from "./article-files.ts";
import { allArticles, articleBySlug } from "./articles.server.ts";
import { CLOSING_HEADINGS } from "./parse-article-body.ts";
import { loadTranslation, loadTranslations, TRANSLATED_LANGUAGES } from "./translations.server.ts";

describe("the articles' translations", () => {
  it("has every article in Marathi and Hindi, each with its English's sections and sources", () => {
    const translations = loadTranslations(allArticles());
    for (const language of TRANSLATED_LANGUAGES) {
      const mine = translations.filter((translation) => translation.language === language);
      expect(mine.map((translation) => translation.slug).sort()).toEqual(listArticleSlugs());
      for (const translation of mine) {
        const english = articleBySlug(translation.slug);
        expect(translation.content.sections.map((section) => section.anchor)).toEqual(
          english.content.sections.map((section) => section.anchor),
        );
        expect(translation.content.sections.at(-1)!.title).toBe(
          CLOSING_HEADINGS[language].conclusion,
        );
        expect(translation.content.sources).toHaveLength(english.content.sources.length);
      }
    }
  });

  describe("refuses, naming the file and what is wrong", () => {
    let dir: string | undefined;
    afterEach(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });
    /** A copy of the content folder with the Marathi restaurant article edited. */
    const withMarathi = (edit: (markdown: string) => string) => {
      dir = mkdtempSync(join(tmpdir(), "translations-"));
      cpSync(ARTICLES_DIR, dir, { recursive: true });
      const file = join(dir, "mr", "restaurant.md");
      writeFileSync(file, edit(readFileSync(file, "utf8")));
      return () => loadTranslation("mr", articleBySlug("restaurant"), listArticleSlugs(), dir);
    };

    it("a translation with a section fewer than its English", () => {
      const load = withMarathi((markdown) => {
        const last = markdown.indexOf("\n## 12. ");
        const next = markdown.indexOf("\n## निष्कर्ष");
        return markdown.slice(0, last) + markdown.slice(next);
      });
      expect(load).toThrow(/mr\/restaurant\.md: 12 sections where the English has 13/);
    });

    it("a date or a picture that differs from the English", () => {
      expect(
        withMarathi((markdown) => markdown.replace(/^date: .*$/m, "date: 2025-01-01")),
      ).toThrow(/mr\/restaurant\.md: date is "2025-01-01" where the English has "2024-12-21"/);
    });

    it("a number in Devanagari digits", () => {
      expect(withMarathi((markdown) => markdown.replace("## 2. ", "## २. "))).toThrow(
        /mr\/restaurant\.md: line \d+ has a Devanagari digit/,
      );
    });

    it("a link inside the site that leads to the English page", () => {
      expect(
        withMarathi((markdown) => markdown.replace("](/mr/allblogs)", "](/allblogs)")),
      ).toThrow(/mr\/restaurant\.md: .*\/allblogs/);
    });
  });
});
