import { cn } from "./cn.ts";

/** A glyph's usual size: 20 px. */
export const GLYPH_SIZE = "size-2.5";

/**
 * A one-colour glyph in the current text colour, drawn by the stylesheet (app/styles/icons.css);
 * decoration only. Its classes name the glyph and its size ("glyph-phone size-2.5").
 */
export function Glyph({ className }: { className: string }) {
  return <span aria-hidden="true" className={cn("glyph", className)} />;
}
