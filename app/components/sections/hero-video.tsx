import { useEffect, useRef, useState } from "react";

import { prefersReducedMotion } from "#app/lib/motion.ts";
import { m } from "#app/paraglide/messages.js";

import { PauseButton } from "#app/components/ui/pause-button.tsx";

type NetworkInformation = { saveData?: boolean };

/** The clip loads only after the page has loaded, and never on Save-Data or reduced motion. */
function videoAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !prefersReducedMotion() && !connection?.saveData;
}

export const posterSet = (format: "avif" | "webp") =>
  `/media/hero-poster-480.${format} 480w, /media/hero-poster-720.${format} 720w, /media/hero-poster.${format} 960w`;
/** The poster's width at each breakpoint (the page's side padding: 2rem, 3rem; the hero's column
 * from 900 px is narrower than 560 px). Never less than the width drawn: a poster the browser
 * takes as upscaled counts as smaller for LCP, and the clip over it would take its place. */
export const POSTER_SIZES =
  "(min-width: 900px) 560px, (min-width: 600px) calc(100vw - 3rem), calc(100vw - 2rem)";

/**
 * The hero's looping, silent clip (made by scripts/artwork/render-hero-video.ts). The poster is
 * a responsive image, so first paint never waits for video; the clip fades in over it.
 */
export function HeroVideo() {
  const [wanted, setWanted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!videoAllowed()) return;
    const start = () => setWanted(true);
    if (document.readyState === "complete") {
      const id = window.setTimeout(start, 200);
      return () => window.clearTimeout(id);
    }
    window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);

  const togglePause = () => {
    const video = videoRef.current;
    if (!video) return;
    if (paused) void video.play();
    else video.pause();
    setPaused(!paused);
  };

  return (
    <div className="relative aspect-4/3 overflow-hidden rounded-2xl bg-brand-900 shadow-lift ring-1 ring-white/10">
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
      {wanted && (
        <video
          ref={videoRef}
          data-testid="hero-video"
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
          // A pixel inside the poster's edges: Chrome counts a video's first frame as a largest
          // paint when it is larger than the poster, and the clip arrives seconds later (LCP
          // 1.06 s → 2.4 s in Lighthouse whenever it played in time). The poster shows in that
          // pixel, a frame of the same clip.
          className={`absolute top-px left-px h-[calc(100%-2px)] w-[calc(100%-2px)] object-cover transition-opacity duration-700 ${playing ? "opacity-100" : "opacity-0"}`}
        >
          <source src="/media/hero.webm" type="video/webm" />
          <source src="/media/hero.mp4" type="video/mp4" />
        </video>
      )}
      {playing && (
        <PauseButton
          paused={paused}
          onToggle={togglePause}
          label={m.home_hero_video()}
          className="absolute right-1.5 bottom-1.5"
        />
      )}
    </div>
  );
}
