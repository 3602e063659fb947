// Our Works is our own slider on CSS scroll snap instead of a carousel library. Embla (core
// and autoplay, 7.4 KB brotli minified) alone would spend more than the 6 KB every behaviour of a
// page shares, and what it adds over the browser's own scrolling (dragging with a mouse,
// endless looping with moved slides, measuring every slide as it starts) is not what the spec
// asks of five slides. The prerendered strip scrolls sideways and snaps to each slide, with or
// without JavaScript; this script only rotates it, moves it for the buttons and marks the
// current dot. The one difference a visitor can see: past the last slide it glides back to the
// first rather than on to a copy of it.
import { prefersReducedMotion } from "#app/lib/motion.ts";
import {
  LABEL_PAUSE,
  SLIDER,
  SLIDER_STRIP,
  SLIDE_DOT,
  SLIDE_STEP,
} from "#app/lib/behaviour-markers.ts";
import { debounce } from "#app/lib/timing.ts";

import { togglePause } from "./pause-control.ts";
import { whenSeen } from "./seen-once.ts";

/** How long each slide stays before the next, as the Embla autoplay had it. */
export const SLIDE_MS = 4500;
/** A sideways scroll quiet this long has settled on a slide. */
const SETTLE_MS = 100;

/**
 * Rotates the strip every 4.5 s once it is within a viewport's height of the screen (so a
 * visitor arriving there meets the first project), holds while the pointer is over the slides
 * or focus is in them and while the tab is hidden, stops for good under reduced motion, and
 * stops and starts again with its pause button. After the last slide comes the first.
 */
export function start(): void {
  const region = document.querySelector<HTMLElement>(`[${SLIDER}]`);
  const strip = region?.querySelector<HTMLElement>(`[${SLIDER_STRIP}]`);
  if (!region || !strip) return;
  const slides = [...strip.children] as HTMLElement[];
  const dots = [...region.querySelectorAll<HTMLElement>(`[${SLIDE_DOT}]`)];
  const pauseButton = region.querySelector<HTMLElement>(`[${LABEL_PAUSE}]`);
  const still = prefersReducedMotion();
  let current = 0;
  let near = false;
  let paused = false;
  let pointerOver = false;
  let focusInside = false;
  let timer = 0;

  const mark = (index: number) => {
    current = index;
    dots.forEach((dot, at) => {
      if (at === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  };
  /** Moves the strip to slide `index` (any integer: it wraps), gliding unless motion is reduced. */
  const show = (index: number) => {
    mark((index + slides.length) % slides.length);
    const slide = slides[current]!;
    strip.scrollTo({ left: slide.offsetLeft + (slide.offsetWidth - strip.clientWidth) / 2 });
  };
  /** Starts the wait for the next slide afresh, or stops it when anything holds the slider. */
  const schedule = () => {
    clearTimeout(timer);
    const holds = still || !near || paused || pointerOver || focusInside || document.hidden;
    timer = holds ? 0 : window.setTimeout(advance, SLIDE_MS);
  };
  const advance = () => {
    show(current + 1);
    schedule();
  };

  // A visitor's own swipe or scroll marks the slide it settles on: the one across the middle.
  strip.addEventListener(
    "scroll",
    debounce(() => {
      const middle = strip.scrollLeft + strip.clientWidth / 2;
      const across = slides.findIndex((slide) => slide.offsetLeft + slide.offsetWidth > middle);
      mark(Math.max(0, across));
    }, SETTLE_MS),
    { passive: true },
  );
  region.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("button");
    if (!button) return;
    const step = button.getAttribute(SLIDE_STEP);
    if (step) show(current + Number(step));
    else if (dots.includes(button)) show(dots.indexOf(button));
    else if (button === pauseButton) {
      paused = togglePause(button);
      schedule();
    }
  });
  // Pointer events cover a mouse's hover and a finger on the strip alike.
  const holdWhile = (on: string, off: string, set: (held: boolean) => void) => {
    for (const type of [on, off]) {
      strip.addEventListener(type, () => {
        set(type === on);
        schedule();
      });
    }
  };
  holdWhile("pointerenter", "pointerleave", (held) => (pointerOver = held));
  holdWhile("focusin", "focusout", (held) => (focusInside = held));
  document.addEventListener("visibilitychange", schedule);
  whenSeen(
    region,
    0,
    () => {
      near = true;
      schedule();
    },
    "100% 0px",
  );
}
