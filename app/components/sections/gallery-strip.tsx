import { GALLERY_IMAGE, galleryImages } from "#app/content/gallery.ts";
import { m } from "#app/paraglide/messages.js";

import { ArtImage } from "#app/ui/art-image.tsx";
import { Marquee } from "#app/ui/marquee.tsx";
import { SampleLabel } from "#app/ui/sample-label.tsx";

/** Spec §9: gallery marquee speed. */
const GALLERY_SPEED = 20;

/** The scrolling strip of work samples between the offers and the one-time services. */
export function GalleryStrip() {
  return (
    <div id="gallery" className="pb-8 md:pb-10" role="region" aria-label={m.home_gallery_label()}>
      <Marquee
        label={m.home_gallery_marquee()}
        items={galleryImages.map((image) => (
          <div key={image.name} className="relative">
            <ArtImage
              name={image.name}
              alt={image.alt()}
              sizes={`${GALLERY_IMAGE.width}px`}
              className="h-40 w-37.5 rounded-xl object-cover shadow-card"
            />
            {image.sample && <SampleLabel className="absolute top-1.5 left-1.5" />}
          </div>
        ))}
        itemWidth={GALLERY_IMAGE.width}
        gap={24}
        speed={GALLERY_SPEED}
        className="pb-3"
      />
    </div>
  );
}
