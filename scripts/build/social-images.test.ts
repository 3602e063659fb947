// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { fitText, fontRuns, lineWidth, shapeLine, wrapToWidth } from "./card-text.ts";
import { cardSvg, homeCard, renderSocialImages, type Card } from "./social-images.ts";

const TITLE = { size: 54, weight: 800 } as const;

describe("wrapToWidth", () => {
  it("breaks text into lines no wider than the width as measured, never splitting a word", () => {
    const measure = (line: string) => line.length * 10;
    expect(wrapToWidth("Digital Marketing for Interior Designers", 170, measure)).toEqual([
      "Digital Marketing",
      "for Interior",
      "Designers",
    ]);
  });
});

describe("fitText", () => {
  it("sets a title too long for four lines smaller instead of cutting it", () => {
    const title =
      "रेस्टॉरंट, कॅफे आणि क्लाउड किचनसाठी डिजिटल मार्केटिंगची बारा व्यावहारिक धोरणे: Google रिव्ह्यू आणि रीलपासून Zomato, Swiggy पर्यंत";
    const measure = (line: string, size: number) => lineWidth(line, { ...TITLE, size }, "mr");
    const { size, lines } = fitText(title, {
      sizes: [54, 48, 42, 36],
      width: 600,
      maxLines: 4,
      measure,
    });
    expect(size).toBeLessThan(54);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines.join(" ")).toBe(title);
    for (const line of lines) expect(measure(line, size)).toBeLessThanOrEqual(600);
  });

  it("fails, naming the text, when it fits at no size", () => {
    expect(() =>
      fitText("a".repeat(80), {
        sizes: [54, 36],
        width: 600,
        maxLines: 4,
        measure: (line) => line.length * 20,
      }),
    ).toThrow(`"${"a".repeat(80)}" does not fit 4 lines of 600 px at 36 px`);
  });
});

describe("shaping Devanagari with the bundled font", () => {
  it("joins conjuncts and places vowel signs as the script wants", () => {
    // क्ष is one glyph; प्रोफ़ेशनल has fewer glyphs than characters (प्र, the nukta, the matras).
    expect(shapeLine("क्ष", TITLE, "hi").glyphs).toHaveLength(1);
    const professional = shapeLine("प्रोफ़ेशनल", TITLE, "hi");
    expect(professional.glyphs.length).toBeLessThan([..."प्रोफ़ेशनल"].length);
    expect(shapeLine("ज़्यादा", TITLE, "hi").glyphs.length).toBeLessThan([..."ज़्यादा"].length);
    // The sign of ि is written after क but drawn before it.
    const ki = shapeLine("कि", TITLE, "mr").glyphs;
    expect(ki[1]!.id).toBe(shapeLine("क", TITLE, "mr").glyphs[0]!.id);
    expect(ki[0]!.x).toBe(0);
  });

  it("draws Latin words in a Devanagari title from the Latin file of the same family", () => {
    expect(fontRuns("लोकल SEO")).toEqual([
      { subset: "devanagari", text: "लोकल" },
      { subset: "latin", text: " SEO" },
    ]);
  });

  it("fails the build on a character no bundled font has, rather than draw a box", () => {
    expect(() => fontRuns("Tamil த")).toThrow('no bundled font draws "த" (U+0BA4)');
  });
});

describe("cardSvg", () => {
  const card: Card = {
    eyebrow: "R&D <x>",
    title: 'Tips <for> "you" & me',
    footer: "A & B",
    language: "en",
  };

  it("draws every word as outlines: no <text> and no font for the renderer to look up", () => {
    const svg = cardSvg(card);
    expect(svg).not.toMatch(/<text|font-family|<for>|<x>/);
    expect(svg).toContain("<path transform=");
  });

  it("renders any text, markup characters included, to a 1200 × 630 image", async () => {
    const { width, height } = await sharp(Buffer.from(cardSvg(card))).metadata();
    expect([width, height]).toEqual([1200, 630]);
  });
});

describe("homeCard", () => {
  it("takes the home page's hero words in the card's language", () => {
    expect(homeCard("en", { city: "Pune" }).title).toBe("Make your brand iconic");
    expect(homeCard("mr", { city: "Pune" })).toEqual({
      eyebrow: "डिजिटल मार्केटिंग आणि वेब डिझाइन · Pune",
      title: "तुमच्या ब्रँडची खास ओळख निर्माण करा",
    });
    expect(homeCard("hi", { city: "Pune" }).title).toBe("अपने ब्रांड की अलग पहचान बनाएँ");
  });
});

describe("renderSocialImages", () => {
  it("writes the language's home and article cards where its pages are served from", async () => {
    const siteDir = mkdtempSync(join(tmpdir(), "social-"));
    const count = await renderSocialImages(siteDir, {
      language: "hi",
      siteName: "Marigold Digital",
      city: "Pune",
      articles: [
        {
          slug: "restaurant",
          tag: "रेस्टोरेंट",
          title: "रेस्टोरेंट के लिए डिजिटल मार्केटिंग",
          thumbnail: "/images/blog/restaurant/thumb.svg",
        },
      ],
    });
    expect(count).toBe(2);
    for (const file of ["social/home.png", "social/blogs/restaurant.png"]) {
      const { format, width, height } = await sharp(join(siteDir, file)).metadata();
      expect([format, width, height]).toEqual(["png", 1200, 630]);
    }
  });
});
