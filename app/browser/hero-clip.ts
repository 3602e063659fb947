import { prefersReducedMotion } from "#app/lib/motion.ts";
import { HERO_CLIP, LABEL_PAUSE } from "#app/lib/behaviour-markers.ts";

import { togglePause } from "./pause-control.ts";

/** After the load event, the wait before the clip when the page had already loaded. */
const AFTER_LOAD_MS = 200;
/** The longest the clip waits for the page's first animations and an idle moment. */
const SETTLE_CAP_MS = 3000;

type NetworkInformation = { saveData?: boolean };

/**
 * The hero's clip (app/components/sections/hero-video.tsx) waits in an inert template: it is put
 * in only after the page's load event, so it never competes with the page's own files, and once
 * the page has settled, so it never competes with its first layout and animations for a core;
 * never on Save-Data or reduced motion, where the poster stays. Once it plays it fades in over
 * the poster and its pause button shows; the button pauses and plays it.
 */
export function start(): void {
  const holder = document.querySelector(`[${HERO_CLIP}]`);
  const template = holder?.querySelector("template");
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!holder || !template || prefersReducedMotion() || connection?.saveData) return;

  const attach = () => {
    const clip = template.content.cloneNode(true) as DocumentFragment;
    const video = clip.querySelector("video")!;
    const button = holder.querySelector<HTMLElement>(`[${LABEL_PAUSE}]`)!;
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

  const afterSettling = () => void settled().then(attach);
  if (document.readyState === "complete") setTimeout(afterSettling, AFTER_LOAD_MS);
  // A task after the load event's, so the clip's request starts after the load has ended.
  else addEventListener("load", () => setTimeout(afterSettling), { once: true });
}

/**
 * Resolves once the page's first animations (the hero's fades: 0.8 s, and 1 s after 0.3 s) have
 * ended and the main thread has an idle moment, or after SETTLE_CAP_MS at most. Decoding and
 * drawing a clip takes a core of a 2-core phone (and of the machine Lighthouse runs on) while
 * the page still lays itself out; decoration waits for that (docs/performance.md, issue 52).
 */
function settled(): Promise<void> {
  const finite = (document.getAnimations?.() ?? []).filter((animation) =>
    Number.isFinite(animation.effect?.getComputedTiming().endTime),
  );
  const ended = Promise.allSettled(finite.map((animation) => animation.finished));
  const idle = ended.then(
    () =>
      new Promise<void>((resolve) => {
        if ("requestIdleCallback" in window) requestIdleCallback(() => resolve());
        else resolve();
      }),
  );
  return Promise.race([idle, new Promise<void>((resolve) => setTimeout(resolve, SETTLE_CAP_MS))]);
}
