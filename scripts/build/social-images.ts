// Social preview images (1200 × 630 PNG) in the brand style, made at build from SVG:
// /social/home.png and /social/blogs/<slug>.png for every article.
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";

import sharp, { type OverlayOptions } from "sharp";

import { articleSocialImage } from "#app/site-pages.ts";
import { escapeXml } from "#app/lib/escape-xml.ts";
import { DEFAULT_SOCIAL_IMAGE } from "#app/lib/seo.ts";
import { THEME_COLOR } from "#app/lib/theme-color.ts";

type Card = { eyebrow: string; title: string; footer: string };
/** What a card needs of an article (app/blog's typed front matter). */
export type SocialArticle = { slug: string; tag: string; title: string; thumbnail: string };

const PUBLIC_DIR = join(process.cwd(), "public");

/** Breaks a title into lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function cardSvg({ eyebrow, title, footer }: Card): string {
  // About 17 characters of bold 54 px text fit the 600 px left of the illustration.
  const lines = wrap(title, 17).slice(0, 4);
  const size = 54;
  const text = lines
    .map(
      (line, index) =>
        `<text x="80" y="${270 + index * (size + 14)}" font-size="${size}" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1a66"/><stop offset="1" stop-color="${THEME_COLOR}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="220" fill="#3a2290"/>
  <circle cx="1130" cy="560" r="120" fill="#4a2ab8"/>
  <rect x="80" y="80" width="56" height="56" rx="15" fill="#5b37e0"/>
  <path d="M108 98l4.5 12 12.3 4.6-12.3 4.8L108 131.4l-4.5-12-12.3-4.8 12.3-4.6z" fill="#ffc14d"/>
  <g font-family="DejaVu Sans, system-ui, sans-serif">
    <text x="152" y="120" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(footer)}</text>
    <text x="80" y="190" font-size="24" font-weight="700" letter-spacing="3" fill="#ffc14d">${escapeXml(eyebrow.toUpperCase())}</text>
    ${text}
  </g>
  <rect x="80" y="560" width="120" height="8" rx="4" fill="#ffaa22"/>
</svg>`;
}

async function writeCard(file: string, card: Card, illustration?: string) {
  mkdirSync(dirname(file), { recursive: true });
  const layers: OverlayOptions[] = [];
  if (illustration && existsSync(illustration)) {
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
  await sharp(Buffer.from(cardSvg(card)))
    .composite(layers)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(file);
}

/** Writes the site's and every article's social image into `clientDir`; returns how many. */
export async function renderSocialImages(
  clientDir: string,
  { siteName, articles }: { siteName: string; articles: SocialArticle[] },
): Promise<number> {
  await writeCard(join(clientDir, DEFAULT_SOCIAL_IMAGE), {
    eyebrow: "Digital marketing & web design",
    title: "Make your brand iconic",
    footer: siteName,
  });
  for (const article of articles) {
    await writeCard(
      join(clientDir, articleSocialImage(article.slug)),
      { eyebrow: article.tag, title: article.title, footer: siteName },
      join(PUBLIC_DIR, article.thumbnail),
    );
  }
  return articles.length + 1;
}
