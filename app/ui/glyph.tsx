import { cn } from "./cn.ts";

/** The glyphs the stylesheet draws (app/styles/icons.css), by name. Whole class names, so that
 * Tailwind finds them and writes only these into the stylesheet. */
const glyphClasses = {
  whatsapp: "glyph-whatsapp",
  email: "glyph-email",
  phone: "glyph-phone",
  instagram: "glyph-instagram",
  linkedin: "glyph-linkedin",
  facebook: "glyph-facebook",
} as const;

export type GlyphName = keyof typeof glyphClasses;

/**
 * A one-colour glyph in the current text colour (brand glyphs drawn for this site on a 24 px
 * grid); decoration only. 20 px unless `className` sizes it.
 */
export function Glyph({ name, className = "size-2.5" }: { name: GlyphName; className?: string }) {
  return <span aria-hidden="true" className={cn("glyph", glyphClasses[name], className)} />;
}
