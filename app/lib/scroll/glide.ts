import { SMOOTH_SCROLL_MS } from "#app/lib/constants.ts";
import { prefersReducedMotion } from "#app/lib/motion.ts";

let cancelCurrent: (() => void) | undefined;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown"] as const;

/** A scroll position, or a function that measures it again on every frame. */
export type ScrollTarget = number | (() => number);

/** After arriving, the target is re-measured until it holds still (late layout moves it). */
const SETTLE_MAX_FRAMES = 12;
const SETTLE_STILL_FRAMES = 2;

function clampedTarget(target: ScrollTarget): number {
  const y = typeof target === "number" ? target : target();
  const maxY = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(y, maxY));
}

/**
 * Scrolls the window to `target` in `durationMs`, or jumps there when the visitor
 * prefers reduced motion. A wheel, touch or key press hands control back to the visitor.
 *
 * A function target is re-measured on every frame, so the glide still lands exactly when
 * sections on the way change height as they render (content-visibility: auto).
 */
export function glideTo(target: ScrollTarget, durationMs = SMOOTH_SCROLL_MS): Promise<void> {
  cancelCurrent?.();
  const from = window.scrollY;

  if (durationMs <= 0 || prefersReducedMotion() || Math.abs(clampedTarget(target) - from) < 1) {
    return settleAt(target);
  }

  return new Promise((resolve) => {
    const start = performance.now();
    let frame = 0;
    const release = () => {
      cancelAnimationFrame(frame);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
      cancelCurrent = undefined;
    };
    const stop = () => {
      release();
      resolve();
    };
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      const to = clampedTarget(target);
      window.scrollTo({ top: from + (to - from) * easeInOutCubic(progress), behavior: "instant" });
      if (progress < 1) frame = requestAnimationFrame(step);
      else {
        release();
        void settleAt(target).then(resolve);
      }
    };
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    cancelCurrent = stop;
    frame = requestAnimationFrame(step);
  });
}

/** Jumps to `target`, then follows it until it has held still for a couple of frames. */
function settleAt(target: ScrollTarget): Promise<void> {
  window.scrollTo({ top: clampedTarget(target), behavior: "instant" });
  if (typeof target === "number") return Promise.resolve();
  return new Promise((resolve) => {
    let frames = 0;
    let still = 0;
    const check = () => {
      const to = clampedTarget(target);
      if (Math.abs(window.scrollY - to) >= 0.5) {
        window.scrollTo({ top: to, behavior: "instant" });
        still = 0;
      } else still += 1;
      frames += 1;
      if (still < SETTLE_STILL_FRAMES && frames < SETTLE_MAX_FRAMES) requestAnimationFrame(check);
      else resolve();
    };
    requestAnimationFrame(check);
  });
}

/** The element's scroll-margin-top in px: the fixed bar's height for anchored sections. */
export const scrollMarginOf = (element: Element) =>
  parseFloat(getComputedStyle(element).scrollMarginTop) || 0;

/** The scroll position at which `element` sits just under the fixed bar. */
export function scrollTargetOf(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY - scrollMarginOf(element);
}
