// The words on the social preview images, drawn as outlines: shaped by HarfBuzz (harfbuzzjs,
// WebAssembly) from the font files the project brings, Noto Sans Devanagari from
// @fontsource/noto-sans-devanagari (its Devanagari, Latin and Latin Extended files), and written
// into the card's SVG as <path>s. The SVG holds no <text>, so the renderer (sharp's librsvg)
// never asks the machine for a font: every machine draws the same image, conjuncts and matras
// shaped as the font means them (issue 30).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";

import * as hb from "harfbuzzjs";

/** The weights the cards use; each is its own file in the font package. */
export type FontWeight = 700 | 800;
export type TextStyle = {
  /** Font size in pixels. */
  size: number;
  weight: FontWeight;
  /** Extra space after each letter, in pixels, as SVG's letter-spacing; never in Devanagari. */
  letterSpacing?: number;
};

// Fontsource splits the family by script: Devanagari (with its marks and joiners) is drawn from
// the Devanagari file, any other character from the first of these files that has it.
const SUBSETS = ["latin", "latin-ext", "devanagari"] as const;
type Subset = (typeof SUBSETS)[number];
type LoadedFont = { font: hb.Font; unicodes: ReadonlySet<number>; scale: number };

const requireFromHere = createRequire(import.meta.url);
const fonts = new Map<string, LoadedFont>();

/** The font file of one subset and weight, from the package (never the machine). */
export const fontFile = (subset: Subset, weight: FontWeight) =>
  requireFromHere.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
  );

/**
 * A WOFF 1.0 file's font (sfnt: TrueType or OpenType), which HarfBuzz reads: the tables
 * inflated and laid out again behind a table directory (W3C WOFF 1.0, sections 3 to 5).
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = 44 + index * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const out = Buffer.alloc(
    headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0),
  );
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

function loadFont(subset: Subset, weight: FontWeight): LoadedFont {
  const key = `${subset}-${weight}`;
  let loaded = fonts.get(key);
  if (!loaded) {
    const face = new hb.Face(new hb.Blob(sfntFromWoff(readFileSync(fontFile(subset, weight)))));
    loaded = {
      font: new hb.Font(face),
      unicodes: new Set(face.collectUnicodes()),
      scale: face.upem,
    };
    fonts.set(key, loaded);
  }
  return loaded;
}

const isDevanagari = (codePoint: number) =>
  (codePoint >= 0x0900 && codePoint <= 0x097f) ||
  (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) ||
  (codePoint >= 0x1cd0 && codePoint <= 0x1cff);
// Marks, variation selectors and the joiners (ZWNJ, ZWJ) belong with the letter before them.
const followsItsLetter = (char: string) => /^[\p{M}\u200c\u200d]$/u.test(char);

/** Which file draws each character, as runs of one file; a character none has fails the build. */
export function fontRuns(text: string): { subset: Subset; text: string }[] {
  const runs: { subset: Subset; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const previous = runs.at(-1);
    let subset: Subset | undefined;
    if (previous && followsItsLetter(char)) subset = previous.subset;
    else if (isDevanagari(codePoint)) subset = "devanagari";
    else subset = SUBSETS.find((candidate) => loadFont(candidate, 700).unicodes.has(codePoint));
    if (!subset)
      throw new Error(
        `social images: no bundled font draws "${char}" (U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}) in "${text}"`,
      );
    if (previous?.subset === subset) previous.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}

type Glyph = { subset: Subset; id: number; x: number; y: number };
type ShapedLine = { glyphs: Glyph[]; width: number };

/** The line's glyphs and their positions in pixels, from its start on the baseline. */
export function shapeLine(text: string, style: TextStyle, language: string): ShapedLine {
  const glyphs: Glyph[] = [];
  let x = 0;
  for (const run of fontRuns(text)) {
    const { font, scale } = loadFont(run.subset, style.weight);
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    // Marathi and Hindi forms differ in a few letters (the font's `locl` feature).
    buffer.setLanguage(language);
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    const infos = buffer.getGlyphInfos();
    const pixels = style.size / scale;
    // Letter spacing would cut Devanagari's headline; Latin takes it as SVG would.
    const spacing = run.subset === "devanagari" ? 0 : (style.letterSpacing ?? 0);
    infos.forEach((info, index) => {
      const position = positions[index]!;
      if (info.codepoint === 0)
        throw new Error(`social images: the font has no glyph for part of "${run.text}"`);
      glyphs.push({
        subset: run.subset,
        id: info.codepoint,
        x: x + position.xOffset * pixels,
        y: -position.yOffset * pixels,
      });
      x += position.xAdvance * pixels;
      const nextCluster = infos[index + 1]?.cluster;
      if (nextCluster !== info.cluster) x += spacing;
    });
  }
  return { glyphs, width: x };
}

/** How wide the line is drawn, in pixels. */
export const lineWidth = (text: string, style: TextStyle, language: string) =>
  shapeLine(text, style, language).width;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The line as SVG paths, its baseline starting at (x, y): one <path> per glyph, in font units
 * under one transform.
 */
export function linePaths(
  text: string,
  style: TextStyle,
  language: string,
  { x, y, fill }: { x: number; y: number; fill: string },
): string {
  const { glyphs } = shapeLine(text, style, language);
  const paths = glyphs
    .map((glyph) => {
      const { font, scale } = loadFont(glyph.subset, style.weight);
      const d = font.glyphToPath(glyph.id);
      if (!d) return ""; // a space
      const pixels = style.size / scale;
      const at = `translate(${round(x + glyph.x)} ${round(y + glyph.y)}) scale(${round(pixels * 1e4) / 1e4} ${-round(pixels * 1e4) / 1e4})`;
      return `<path transform="${at}" d="${d}"/>`;
    })
    .join("");
  return `<g fill="${fill}">${paths}</g>`;
}

/** Breaks text into lines no wider than `width` as `measure` gives it, never splitting a word. */
export function wrapToWidth(
  text: string,
  width: number,
  measure: (line: string) => number,
): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The largest of `sizes` at which the text fits `width` in at most `maxLines` lines, and those
 * lines; a text that fits at none fails the build rather than be cut.
 */
export function fitText(
  text: string,
  {
    sizes,
    width,
    maxLines,
    measure,
  }: {
    sizes: readonly number[];
    width: number;
    maxLines: number;
    measure: (line: string, size: number) => number;
  },
): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrapToWidth(text, width, (line) => measure(line, size));
    if (lines.length <= maxLines && lines.every((line) => measure(line, size) <= width))
      return { size, lines };
  }
  throw new Error(
    `social images: "${text}" does not fit ${maxLines} lines of ${width} px at ${sizes.at(-1)} px; shorten it`,
  );
}
