import { m } from "#app/paraglide/messages.js";

/**
 * The scrolling gallery strip (spec §2): three examples of our work, 300 × 320 each. The ones
 * shipped are illustrations of the kind of work, not clients' work: `sample: true` until replaced.
 * `alt` is the image's message, read when shown.
 */
export const galleryImages = [
  {
    sample: true,
    name: "gallery/gallery-1",
    alt: m.home_gallery_1_alt,
  },
  {
    sample: true,
    name: "gallery/gallery-2",
    alt: m.home_gallery_2_alt,
  },
  {
    sample: true,
    name: "gallery/gallery-3",
    alt: m.home_gallery_3_alt,
  },
] as const;

export const GALLERY_IMAGE = { width: 300, height: 320 } as const;
