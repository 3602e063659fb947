import { describe, expect, it } from "vitest";

import { parseFrontMatter } from "./parse-front-matter.ts";

const valid = `---
title: "Digital Marketing for Bakeries: 12 Sweet Strategies"
description: "How a neighbourhood bakery in India can win local search, Instagram and repeat orders."
author: "Growth Strategy Team"
date: 2024-12-21
reviewed: 2026-11-20
order: 11
tags: ["Bakeries", "Local SEO"]
hero:
  src: /images/blog/bakery/hero.svg
  alt: "A bakery counter with a phone showing reviews"
teaser:
  title: "Digital Marketing for Bakeries"
  subtitle: "Twelve ways to sell out every batch"
  thumbnail: /images/blog/bakery/thumb.svg
---

Intro paragraph.
`;

describe("parseFrontMatter", () => {
  it("returns validated front matter and the body", () => {
    const article = parseFrontMatter("content/blog/bakery.md", "bakery", valid);
    expect(article.frontMatter.date).toBe("2024-12-21");
    expect(article.frontMatter.teaser.title).toBe("Digital Marketing for Bakeries");
    expect(article.body.trim()).toBe("Intro paragraph.");
  });

  it("names the file and the missing field", () => {
    const broken = valid.replace(/^description:.*\n/m, "");
    expect(() => parseFrontMatter("content/blog/bakery.md", "bakery", broken)).toThrow(
      /content\/blog\/bakery\.md: invalid front matter\n\s+- description:/,
    );
  });

  it("names the nested field that is malformed", () => {
    const broken = valid.replace("src: /images/blog/bakery/hero.svg", "src: images/hero.svg");
    expect(() => parseFrontMatter("bakery.md", "bakery", broken)).toThrow(
      /hero\.src: must be a site path/,
    );
  });

  it("rejects a date that is not YYYY-MM-DD", () => {
    const broken = valid.replace("date: 2024-12-21", 'date: "21 Dec 2024"');
    expect(() => parseFrontMatter("bakery.md", "bakery", broken)).toThrow(
      /date: must be a date written YYYY-MM-DD/,
    );
  });

  it("rejects a file without front matter", () => {
    expect(() => parseFrontMatter("bakery.md", "bakery", "# Just a heading\n")).toThrow(
      /bakery\.md: no front matter/,
    );
  });

  it("rejects an unknown field so typos do not pass silently", () => {
    const broken = valid.replace("order: 11", "order: 11\nauthr: Someone");
    expect(() => parseFrontMatter("bakery.md", "bakery", broken)).toThrow(
      /bakery\.md: invalid front matter/,
    );
  });

  it("takes englishFirst: true for an article published in English before its translations", () => {
    const first = valid.replace("order: 11", "order: 11\nenglishFirst: true");
    expect(parseFrontMatter("bakery.md", "bakery", first).frontMatter.englishFirst).toBe(true);
    expect(parseFrontMatter("bakery.md", "bakery", valid).frontMatter.englishFirst).toBeUndefined();
  });

  it("refuses englishFirst other than true, naming the field", () => {
    const broken = valid.replace("order: 11", "order: 11\nenglishFirst: false");
    expect(() => parseFrontMatter("bakery.md", "bakery", broken)).toThrow(
      /bakery\.md: invalid front matter\n\s+- englishFirst: must be true, or left out/,
    );
  });
});
