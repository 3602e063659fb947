import type { PlatformId } from "#app/content/platforms.ts";

import { cn } from "./cn.ts";

/** Whole class names, so that Tailwind finds them (app/styles/icons.css). */
const logos: Record<PlatformId, string> = {
  instagram: "platform-instagram",
  facebook: "platform-facebook",
  youtube: "platform-youtube",
  google: "platform-google",
  whatsapp: "platform-whatsapp",
  linkedin: "platform-linkedin",
};

/**
 * A platform's logo on a white rounded tile, named for assistive technology. The stylesheet
 * draws it: it sits in the first viewport, where an image file would be one more request
 * beside the hero image's, and inline SVG would make every home page's HTML longer.
 */
export function PlatformIcon({
  id,
  title,
  className,
}: {
  id: PlatformId;
  title: string;
  className?: string;
}) {
  return (
    <span role="img" aria-label={title} className={cn("platform-logo", logos[id], className)} />
  );
}
