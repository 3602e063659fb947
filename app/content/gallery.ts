/**
 * The scrolling gallery strip (spec §2): three examples of our work, 300 × 320 each. The ones
 * shipped are illustrations of the kind of work, not clients' work: `sample: true` until replaced.
 */
export const galleryImages = [
  {
    sample: true,
    name: "gallery/gallery-1",
    alt: "A grid of nine colourful Instagram posts designed for a café",
  },
  {
    sample: true,
    name: "gallery/gallery-2",
    alt: "A laptop showing a clean, modern website for a dental clinic",
  },
  {
    sample: true,
    name: "gallery/gallery-3",
    alt: "A brand identity board with a logo, colour swatches, a business card and a poster",
  },
] as const;

export const GALLERY_IMAGE = { width: 300, height: 320 } as const;
