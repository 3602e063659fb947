import type { ContactChannel } from "#app/content/contact-channels.ts";

import { cn } from "./cn.ts";
import { GLYPH_SIZE, Glyph } from "./glyph.tsx";
import { SocialIcon } from "./social-icon.tsx";

const glyphs = { whatsapp: "glyph-whatsapp", email: "glyph-email" };

/** A contact channel's glyph in the current colour; 20 px unless `className` sizes it. */
export function ChannelIcon({
  id,
  className = GLYPH_SIZE,
}: {
  id: ContactChannel["id"];
  className?: string;
}) {
  if (id === "whatsapp" || id === "email") return <Glyph className={cn(glyphs[id], className)} />;
  return <SocialIcon id={id} className={className} />;
}
