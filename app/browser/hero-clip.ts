import { prefersReducedMotion } from "#app/lib/motion.ts";

import { togglePause } from "./pause-control.ts";

/** After the load event, the wait before the clip when the page had already loaded. */
const AFTER_LOAD_MS = 200;

type NetworkInformation = { saveData?: boolean };

/**
 * The hero's clip (app/components/sections/hero-video.tsx) waits in an inert template: it is put
 * in only after the page's load event, so it never competes with the page's own files, and
 * never on Save-Data or reduced motion, where the poster stays. Once it plays it fades in over
 * the poster and its pause button shows; the button pauses and plays it.
 */
export function start(): void {
  const holder = document.querySelector("[data-hero-clip]");
  const template = holder?.querySelector("template");
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!holder || !template || prefersReducedMotion() || connection?.saveData) return;

  const attach = () => {
    const clip = template.content.cloneNode(true) as DocumentFragment;
    const video = clip.querySelector("video")!;
    const button = holder.querySelector<HTMLElement>("[data-label-pause]")!;
    // Muted before it is in the page: browsers autoplay only a silent clip.
    video.muted = true;
    video.addEventListener(
      "playing",
      () => {
        video.classList.replace("opacity-0", "opacity-100");
        button.hidden = false;
      },
      { once: true },
    );
    button.addEventListener("click", () => {
      if (togglePause(button)) video.pause();
      else void video.play();
    });
    template.replaceWith(clip);
  };

  if (document.readyState === "complete") setTimeout(attach, AFTER_LOAD_MS);
  // A task after the load event's, so the clip's request starts after the load has ended.
  else addEventListener("load", () => setTimeout(attach), { once: true });
}
