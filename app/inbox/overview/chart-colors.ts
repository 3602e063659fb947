import { OTHER } from "#app/inbox/index.ts";

/*
 * The overview's series colours, from the design tokens, as whole class names (Tailwind finds
 * them here): an SVG fill and the legend's swatch of the same colour. Each has at least 3:1
 * contrast against the white card (WCAG 1.4.11), and neighbours in a stack differ in hue;
 * white lines between the segments keep them apart, and the numbers are in the tables.
 */
const PALETTE = [
  { fill: "fill-brand-700", swatch: "bg-brand-700" },
  { fill: "fill-accent-600", swatch: "bg-accent-600" },
  { fill: "fill-mint-700", swatch: "bg-mint-700" },
  { fill: "fill-brand-400", swatch: "bg-brand-400" },
  { fill: "fill-coral-500", swatch: "bg-coral-500" },
  { fill: "fill-ink-800", swatch: "bg-ink-800" },
] as const;

/** "Other": a quiet grey, last in every stack. */
const OTHER_COLOR = { fill: "fill-ink-500", swatch: "bg-ink-500" } as const;

export type SeriesColor = { fill: string; swatch: string };

/** The colour of the series at `index` (its place by size), grey for "Other". */
export const seriesColor = (index: number, name: string): SeriesColor =>
  name === OTHER ? OTHER_COLOR : PALETTE[index % PALETTE.length]!;
