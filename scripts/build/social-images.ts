// Social preview images (1200 × 630 PNG) in the brand style, made at build from SVG, in the
// language of the build: /social/home.png and /social/blogs/<slug>.png for every article in
// English, the same under /mr/ and /hi/ in Marathi and Hindi. The words are outlines from the
// project's own font (scripts/build/card-text.ts), never a font of the machine.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

import sharp, { type OverlayOptions } from "sharp";

import { articleSocialImage } from "#app/pages/site-pages.ts";
import { DEFAULT_SOCIAL_IMAGE } from "#app/lib/seo.ts";
import { THEME_COLOR } from "#app/lib/theme-color.ts";
import { englishPathOf, type SiteLanguage } from "#app/site/site-languages.ts";

import { messageTexts } from "../messages/inline-messages.ts";

import { fitText, lineWidth, linePaths, type TextStyle } from "./card-text.ts";

/** A card's words, in its language. */
export type Card = { eyebrow: string; title: string; footer: string; language: SiteLanguage };
/** What a card needs of an article (app/blog's typed front matter). */
export type SocialArticle = { slug: string; tag: string; title: string; thumbnail: string };

const PUBLIC_DIR = join(process.cwd(), "public");

/** Where the text may run: left of the illustration on an article's card. */
const TEXT_WIDTH = 600;
/** The eyebrow of a card without an illustration may run on, short of the circle at the right. */
const WIDE_EYEBROW = 760;
const TITLE_SIZES = [54, 48, 42, 36];
const EYEBROW_SIZES = [24, 22, 20, 18];
// Devanagari has no capitals to space out: a larger size stands level with the Latin capitals.
const DEVANAGARI_EYEBROW_SIZES = [28, 26, 24, 22, 20];
const hasDevanagari = (text: string) => /[\u0900-\u097f]/.test(text);

/**
 * The card's SVG: the words as outlines (no <text>, so no machine font), the title wrapped by
 * its measured width and made smaller where it would need more than four lines.
 */
export function cardSvg(
  { eyebrow, title, footer, language }: Card,
  { illustration = true }: { illustration?: boolean } = {},
): string {
  const measured = (style: Omit<TextStyle, "size">) => (line: string, size: number) =>
    lineWidth(line, { ...style, size }, language);

  const titleStyle = { weight: 800 } as const;
  const titleFit = fitText(title, {
    sizes: TITLE_SIZES,
    width: TEXT_WIDTH,
    maxLines: 4,
    measure: measured(titleStyle),
  });
  // Devanagari's vowel signs reach above the headline and below the line: more room between lines.
  const lineHeight = hasDevanagari(title)
    ? Math.round(titleFit.size * 1.45)
    : titleFit.size + Math.round((titleFit.size * 14) / 54);
  const titleLines = titleFit.lines
    .map((line, index) =>
      linePaths(line, { ...titleStyle, size: titleFit.size }, language, {
        x: 80,
        y: 270 + index * lineHeight,
        fill: "#ffffff",
      }),
    )
    .join("");

  // A Latin eyebrow in spaced capitals, as before; a Devanagari one as it is written.
  const devanagariEyebrow = hasDevanagari(eyebrow);
  const eyebrowStyle = { weight: 700, letterSpacing: devanagariEyebrow ? 0 : 3 } as const;
  const eyebrowText = devanagariEyebrow ? eyebrow : eyebrow.toLocaleUpperCase(language);
  const eyebrowFit = fitText(eyebrowText, {
    sizes: devanagariEyebrow ? DEVANAGARI_EYEBROW_SIZES : EYEBROW_SIZES,
    width: illustration ? TEXT_WIDTH : WIDE_EYEBROW,
    maxLines: 1,
    measure: measured(eyebrowStyle),
  });

  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1a66"/><stop offset="1" stop-color="${THEME_COLOR}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="220" fill="#3a2290"/>
  <circle cx="1130" cy="560" r="120" fill="#4a2ab8"/>
  <rect x="80" y="80" width="56" height="56" rx="15" fill="#5b37e0"/>
  <path d="M108 98l4.5 12 12.3 4.6-12.3 4.8L108 131.4l-4.5-12-12.3-4.8 12.3-4.6z" fill="#ffc14d"/>
  ${linePaths(footer, { size: 30, weight: 700 }, language, { x: 152, y: 120, fill: "#ffffff" })}
  ${linePaths(eyebrowText, { ...eyebrowStyle, size: eyebrowFit.size }, language, { x: 80, y: 190, fill: "#ffc14d" })}
  ${titleLines}
  <rect x="80" y="560" width="120" height="8" rx="4" fill="#ffaa22"/>
</svg>`;
}

async function writeCard(file: string, card: Card, illustration?: string) {
  mkdirSync(dirname(file), { recursive: true });
  const layers: OverlayOptions[] = [];
  const withIllustration = illustration !== undefined && existsSync(illustration);
  if (withIllustration) {
    // An illustration with words in it would be drawn in a font of the machine.
    if (/<text[\s>]/.test(readFileSync(illustration, "utf8")))
      throw new Error(`social images: ${illustration} has <text>; draw its words as paths`);
    const art = await sharp(illustration, { density: 144 })
      .resize(420, 315, { fit: "cover" })
      .png()
      .toBuffer();
    const mask = Buffer.from(
      '<svg width="420" height="315"><rect width="420" height="315" rx="28" fill="#fff"/></svg>',
    );
    layers.push({
      input: await sharp(art)
        .composite([{ input: mask, blend: "dest-in" }])
        .png()
        .toBuffer(),
      left: 720,
      top: 200,
    });
  }
  await sharp(Buffer.from(cardSvg(card, { illustration: withIllustration })))
    .composite(layers)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(file);
}

/** Fills a message's {placeholders}; one without its value fails the build. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`social images: no value for {${name}} in "${text}"`);
    return value;
  });
}

/** The home page's card words in a language: the hero's eyebrow and title (messages/home/). */
export function homeCard(
  language: SiteLanguage,
  { city }: { city: string },
  texts: ReadonlyMap<string, string> = messageTexts(language),
): { eyebrow: string; title: string } {
  const text = (key: string) => {
    const value = texts.get(key);
    if (value === undefined) throw new Error(`social images: no message ${key} in ${language}`);
    return value;
  };
  return {
    eyebrow: fill(text("home_hero_eyebrow"), { city }),
    title: fill(text("home_hero_title"), { highlight: text("home_hero_title_highlight") }),
  };
}

/**
 * Writes the home page's and every article's social image of one language into `siteDir`, the
 * folder its pages are served from (build/client, or the language's own before it joins the
 * site under /mr/ or /hi/); returns how many.
 */
export async function renderSocialImages(
  siteDir: string,
  {
    language,
    siteName,
    city,
    articles,
  }: { language: SiteLanguage; siteName: string; city: string; articles: SocialArticle[] },
): Promise<number> {
  // The pages name the images under their language's prefix; the files sit in its folder.
  const file = (path: string) => join(siteDir, englishPathOf(path));
  await writeCard(file(DEFAULT_SOCIAL_IMAGE), {
    ...homeCard(language, { city }),
    footer: siteName,
    language,
  });
  for (const article of articles) {
    await writeCard(
      file(articleSocialImage(article.slug)),
      { eyebrow: article.tag, title: article.title, footer: siteName, language },
      join(PUBLIC_DIR, article.thumbnail),
    );
  }
  return articles.length + 1;
}
