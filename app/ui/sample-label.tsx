import { m } from "#app/paraglide/messages.js";

import { cn } from "./cn.ts";

/**
 * Marks sample content on the page until the agency replaces it (`sample: true` in its data):
 * a visitor must never take an invented testimonial or project for a real one.
 *
 * It sits on images (the gallery), so its contrast must depend neither on what is behind it nor
 * on the font: an opaque fill (white on ink-950, 19:1); `line-height: normal`, so the line box
 * is the font's own ascent and descent (Noto's is taller than DejaVu's: in a fixed 12 px line
 * it reached the pill's anti-aliased edge and the image behind it), and the padding keeps the
 * text on the fill; a side padding no smaller than the corner radius, so however tall a font
 * makes the label, its rounded corners never cut into the text (a pill at the usual height).
 * All of that is the `sample-label` class (app/styles/design.css).
 */
export function SampleLabel({ className }: { className?: string }) {
  return <span className={cn("sample-label", className)}>{m.services_sample_label()}</span>;
}
