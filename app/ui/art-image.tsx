import { artworkManifest as manifest, type ArtworkName } from "#app/content/artwork.ts";

import { cn } from "./cn.ts";

type ArtImageProps = {
  name: ArtworkName;
  /** Empty for decorative images. */
  alt: string;
  /** The rendered width by layout, for the browser to pick a file (e.g. "(min-width: 900px) 280px, 50vw"). */
  sizes: string;
  className?: string;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
};

const srcSet = (name: string, widths: readonly number[], format: "avif" | "webp") =>
  widths.map((width) => `/images/art/${name}-${width}.${format} ${width}w`).join(", ");

/**
 * Artwork rendered to AVIF and WebP by scripts/artwork/render-artwork.ts, served responsively with
 * its intrinsic size (no layout shift) and lazily unless it is above the fold.
 */
export function ArtImage({ name, alt, sizes, className, priority = false }: ArtImageProps) {
  const { width, height, widths } = manifest[name];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(name, widths, "avif")} sizes={sizes} />
      <img
        src={`/images/art/${name}-${widths.at(-1)}.webp`}
        srcSet={srcSet(name, widths, "webp")}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={cn("h-auto max-w-full", className)}
      />
    </picture>
  );
}
