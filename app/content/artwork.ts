import manifest from "./artwork-manifest.json";

/** The artwork rendered by scripts/artwork/render-artwork.ts: sizes and widths per image. */
export const artworkManifest = manifest;

export type ArtworkName = keyof typeof manifest;

/** Checks a name from configuration; an unknown one fails the build while prerendering. */
export function artworkName(value: string): ArtworkName {
  if (!(value in manifest)) {
    throw new Error(
      `Unknown artwork "${value}": add artwork/${value}.svg and run node scripts/artwork/render-artwork.ts`,
    );
  }
  return value as ArtworkName;
}
