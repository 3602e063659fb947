// Renders the favicon set from public/favicon.svg into public/icons/ (committed):
//   node scripts/artwork/render-icons.ts
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import sharp from "sharp";

const root = join(import.meta.dirname, "..", "..");
const svg = readFileSync(join(root, "public", "favicon.svg"));
const out = join(root, "public", "icons");
mkdirSync(out, { recursive: true });

const render = (size: number) =>
  sharp(svg, { density: Math.ceil((72 * size) / 40) }).resize(size, size);

for (const [name, size] of [
  ["icon-32.png", 32],
  ["apple-touch-icon.png", 180],
  ["icon-192.png", 192],
  ["icon-512.png", 512],
] as const) {
  await render(size).png({ compressionLevel: 9 }).toFile(join(out, name));
}
// Maskable: the mark inside the safe zone (80%) on the brand colour.
const inner = await render(384).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: "#5b37e0" } })
  .composite([{ input: inner, left: 64, top: 64 }])
  .png({ compressionLevel: 9 })
  .toFile(join(out, "icon-maskable-512.png"));
console.log("Wrote public/icons/");
