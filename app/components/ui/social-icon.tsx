import type { SocialLink } from "#app/content/social-links.ts";

import { cn } from "./cn.ts";
import { GLYPH_SIZE, Glyph } from "./glyph.tsx";

/** Simplified brand glyphs, drawn for this site on a 24 px grid (app/styles/icons/). Whole class
 * names, so that Tailwind finds them and writes only these into the stylesheet. */
const glyphs: Record<SocialLink["id"], string> = {
  instagram: "glyph-instagram",
  linkedin: "glyph-linkedin",
  facebook: "glyph-facebook",
};

/** A social network's glyph in the current colour; 20 px unless `className` sizes it. */
export function SocialIcon({
  id,
  className = GLYPH_SIZE,
}: {
  id: SocialLink["id"];
  className?: string;
}) {
  return <Glyph className={cn(glyphs[id], className)} />;
}
