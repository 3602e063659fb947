// Renders the SVG artwork in artwork/<group>/*.svg to responsive AVIF and WebP files in
// public/images/art/, and writes app/content/artwork-manifest.json (sizes and widths) for
// the <ArtImage> component. The outputs are committed; run again after editing artwork:
//   node scripts/artwork/render-artwork.ts
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import sharp from "sharp";

const ROOT = join(dirname(new URL(import.meta.url).pathname), "..", "..");
const SOURCE = join(ROOT, "artwork");
const OUTPUT = join(ROOT, "public", "images", "art");
const MANIFEST = join(ROOT, "app", "content", "artwork-manifest.json");
/** Widths by name prefix ("$comment" keys are notes). */
const widthsByPrefix: Record<string, number[]> = JSON.parse(
  readFileSync(join(SOURCE, "raster-widths.json"), "utf8"),
);

/** @param name such as "portraits/founder-1" */
const widthsFor = (name: string): number[] => {
  const prefix = Object.keys(widthsByPrefix)
    .filter((key) => !key.startsWith("$") && name.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  if (!prefix) throw new Error(`artwork/${name}.svg: no widths in artwork/raster-widths.json`);
  return widthsByPrefix[prefix] as number[];
};

const viewBoxSize = (svg: string, file: string) => {
  const match = /viewBox="\s*[-\d.]+\s+[-\d.]+\s+([\d.]+)\s+([\d.]+)\s*"/.exec(svg);
  if (!match) throw new Error(`${file}: the <svg> needs a viewBox`);
  return { width: Number(match[1]), height: Number(match[2]) };
};

const manifest: Record<string, { width: number; height: number; widths: number[] }> = {};
for (const group of readdirSync(SOURCE, { withFileTypes: true })) {
  if (!group.isDirectory() || group.name === "hero-video") continue;
  for (const file of readdirSync(join(SOURCE, group.name)).filter((f) => f.endsWith(".svg"))) {
    const name = `${group.name}/${file.slice(0, -4)}`;
    const svgPath = join(SOURCE, group.name, file);
    const svg = readFileSync(svgPath, "utf8");
    const { width, height } = viewBoxSize(svg, svgPath);
    const widths = widthsFor(name);
    mkdirSync(join(OUTPUT, group.name), { recursive: true });
    for (const w of widths) {
      const density = Math.max(72, Math.ceil((72 * w) / width));
      const base = sharp(Buffer.from(svg), { density }).resize({ width: w });
      await base
        .clone()
        .avif({ quality: 55, effort: 6 })
        .toFile(join(OUTPUT, `${name}-${w}.avif`));
      await base
        .clone()
        .webp({ quality: 82, effort: 6 })
        .toFile(join(OUTPUT, `${name}-${w}.webp`));
    }
    manifest[name] = { width, height, widths };
    console.log(`${name}: ${widths.join(", ")} px`);
  }
}

const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`Wrote ${Object.keys(sorted).length} images and app/content/artwork-manifest.json`);
