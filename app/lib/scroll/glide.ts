import { SMOOTH_SCROLL_MS } from "~/lib/constants";
import { prefersReducedMotion } from "~/lib/motion";

let cancelCurrent: (() => void) | undefined;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown"] as const;

/**
 * Scrolls the window to `targetY` in `durationMs`, or jumps there when the visitor
 * prefers reduced motion. A wheel, touch or key press hands control back to the visitor.
 */
export function glideTo(targetY: number, durationMs = SMOOTH_SCROLL_MS): Promise<void> {
  cancelCurrent?.();
  const maxY = document.documentElement.scrollHeight - window.innerHeight;
  const to = Math.max(0, Math.min(targetY, maxY));
  const from = window.scrollY;

  if (durationMs <= 0 || prefersReducedMotion() || Math.abs(to - from) < 1) {
    window.scrollTo({ top: to, behavior: "instant" });
    return Promise.resolve();
  }

  return new Promise((resolve) => {
    const start = performance.now();
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
      cancelCurrent = undefined;
      resolve();
    };
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      window.scrollTo({ top: from + (to - from) * easeInOutCubic(progress), behavior: "instant" });
      if (progress < 1) frame = requestAnimationFrame(step);
      else stop();
    };
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    cancelCurrent = stop;
    frame = requestAnimationFrame(step);
  });
}

/** The element's scroll-margin-top in px: the fixed bar's height for anchored sections. */
export const scrollMarginOf = (element: Element) =>
  parseFloat(getComputedStyle(element).scrollMarginTop) || 0;

/** The scroll position at which `element` sits just under the fixed bar. */
export function scrollTargetOf(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY - scrollMarginOf(element);
}
