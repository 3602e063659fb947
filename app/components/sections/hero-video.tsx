import { m } from "#app/paraglide/messages.js";

import { PauseButton } from "#app/ui/pause-button.tsx";
import { HERO_CLIP, marker } from "#app/lib/behaviour-markers.ts";

export const posterSet = (format: "avif" | "webp") =>
  `/media/hero-poster-480.${format} 480w, /media/hero-poster-720.${format} 720w, /media/hero-poster.${format} 960w`;
/** The poster's width at each breakpoint (the page's side padding: 2rem, 3rem; the hero's column
 * from 900 px is narrower than 560 px). Never less than the width drawn: a poster the browser
 * takes as upscaled counts as smaller for LCP, and the clip over it would take its place. */
export const POSTER_SIZES =
  "(min-width: 900px) 560px, (min-width: 600px) calc(100vw - 3rem), calc(100vw - 2rem)";

/**
 * The hero's looping, silent clip (made by scripts/artwork/render-hero-video.ts). The poster is
 * a responsive image, so first paint never waits for video; the clip fades in over it. The clip
 * waits in a template, inert (nothing fetched): app/browser/hero-clip.ts puts it in after the
 * page's load, never on Save-Data or reduced motion, fades it in once it plays and shows its
 * pause button then. Without JavaScript the poster stands alone.
 */
export function HeroVideo() {
  return (
    <div
      {...marker(HERO_CLIP)}
      className="relative aspect-4/3 overflow-hidden rounded-2xl bg-brand-900 shadow-lift ring-1 ring-white/10"
    >
      <picture>
        <source type="image/avif" srcSet={posterSet("avif")} sizes={POSTER_SIZES} />
        <img
          src="/media/hero-poster.webp"
          srcSet={posterSet("webp")}
          sizes={POSTER_SIZES}
          width={960}
          height={720}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="size-full object-cover"
        />
      </picture>
      <template>
        <video
          data-testid="hero-video"
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          tabIndex={-1}
          // A pixel inside the poster's edges: Chrome counts a video's first frame as a largest
          // paint when it is larger than the poster, and the clip arrives seconds later (LCP
          // 1.06 s → 2.4 s in Lighthouse whenever it played in time). The poster shows in that
          // pixel, a frame of the same clip. The script swaps opacity-0 for opacity-100 once it
          // plays.
          className="absolute top-px left-px h-[calc(100%-2px)] w-[calc(100%-2px)] object-cover opacity-0 transition-opacity duration-700"
        >
          <source src="/media/hero.webm" type="video/webm" />
          <source src="/media/hero.mp4" type="video/mp4" />
        </video>
      </template>
      <PauseButton label={m.home_hero_video()} hidden className="absolute right-1.5 bottom-1.5" />
    </div>
  );
}
