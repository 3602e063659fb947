// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { ARTICLES_DIR, listArticleSlugs } from "./article-files.ts";
import { allArticles, articleBySlug } from "./articles.server.ts";
import { CLOSING_HEADINGS } from "./parse-article-body.ts";
import {
  loadTranslation,
  loadTranslations,
  missingTranslations,
  TRANSLATED_LANGUAGES,
  untranslatedArticles,
} from "./translations.server.ts";

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

    it("a searched phrase translated instead of kept as typed", () => {
      expect(
        withMarathi((markdown) =>
          markdown.replace("“`biryani near me`” (जवळपासची बिर्याणी)", "“जवळपासची बिर्याणी”"),
        ),
      ).toThrow(/mr\/restaurant\.md: the introduction lacks `biryani near me`, a searched phrase/);
    });

    it("a link inside the site that leads to the English page", () => {
      expect(
        withMarathi((markdown) => markdown.replace("](/mr/allblogs)", "](/allblogs)")),
      ).toThrow(/mr\/restaurant\.md: .*\/allblogs/);
    });
  });

  describe("an article published in English first", () => {
    let dir: string | undefined;
    afterEach(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });
    /** A copy of the content folder without the restaurant article's Marathi translation. */
    const withoutMarathi = () => {
      dir = mkdtempSync(join(tmpdir(), "translations-"));
      cpSync(ARTICLES_DIR, dir, { recursive: true });
      unlinkSync(join(dir, "mr", "restaurant.md"));
      return dir;
    };
    /** The English articles, the restaurant article flagged `englishFirst: true`. */
    const flagged = () =>
      allArticles().map((article) =>
        article.slug === "restaurant"
          ? { ...article, frontMatter: { ...article.frontMatter, englishFirst: true as const } }
          : article,
      );

    it("no existing article is one: every article has every translation", () => {
      expect(allArticles().filter((article) => article.frontMatter.englishFirst)).toEqual([]);
      expect(untranslatedArticles()).toEqual([]);
    });

    it("a translation missing without the flag fails the build, naming the file", () => {
      const folder = withoutMarathi();
      expect(() => loadTranslations(allArticles(), folder)).toThrow(
        /mr\/restaurant\.md: missing; every article is translated into hi, mr\. To publish .*restaurant\.md in English first, add "englishFirst: true"/,
      );
    });

    it("with the flag, the translation may wait", () => {
      const folder = withoutMarathi();
      const translations = loadTranslations(flagged(), folder);
      const slugsIn = (language: string) =>
        translations.filter((t) => t.language === language).map((t) => t.slug);
      expect(slugsIn("mr")).not.toContain("restaurant");
      expect(slugsIn("hi")).toContain("restaurant");
      expect(
        missingTranslations(
          flagged().find((a) => a.slug === "restaurant")!,
          folder,
        ),
      ).toEqual(["mr"]);
    });

    it("the flag on an article translated into every language fails: it is to be removed", () => {
      expect(() => loadTranslations(flagged())).toThrow(
        /restaurant\.md: englishFirst is set, but the article is translated into hi, mr: remove the flag/,
      );
    });

    it("the flag belongs in the English, not in a translation", () => {
      dir = mkdtempSync(join(tmpdir(), "translations-"));
      cpSync(ARTICLES_DIR, dir, { recursive: true });
      const file = join(dir, "hi", "restaurant.md");
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace(/^order: (\d+)$/m, "$&\nenglishFirst: true"),
      );
      expect(() =>
        loadTranslation("hi", articleBySlug("restaurant"), listArticleSlugs(), dir),
      ).toThrow(/hi\/restaurant\.md: englishFirst belongs in the English article's front matter/);
    });

    it("is listed with the languages it is not in yet, from its front matter", () => {
      const folder = withoutMarathi();
      unlinkSync(join(folder, "hi", "restaurant.md"));
      const file = join(folder, "restaurant.md");
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace(/^order: (\d+)$/m, "$&\nenglishFirst: true"),
      );
      expect(untranslatedArticles(folder)).toEqual([
        { file: expect.stringMatching(/restaurant\.md$/), missing: ["hi", "mr"] },
      ]);
      unlinkSync(join(folder, "hi", "dentist.md"));
      expect(() => untranslatedArticles(folder)).toThrow(/hi\/dentist\.md: missing/);
    });
  });
});
