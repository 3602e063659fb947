import { useEffect, type RefObject } from "react";

import {
  PARALLAX_DEBOUNCE_MS,
  PARALLAX_LERP,
  PARALLAX_STRENGTH,
  PARALLAX_VISIBILITY_THRESHOLD,
} from "./constants.ts";
import { prefersReducedMotion } from "./motion.ts";
import { debounce } from "./timing.ts";

type ParallaxOptions = { strength?: number; lerp?: number; enableOnTouch?: boolean };

/**
 * Moves a decorative layer against the scroll: its offset eases (lerp) towards
 * strength × the section's distance from the viewport centre. It runs only while the
 * section is at least half visible and the tab is visible; off under reduced motion and
 * on touch devices unless enabled.
 */
export function useParallax(
  section: RefObject<HTMLElement | null>,
  layer: RefObject<HTMLElement | null>,
  {
    strength = PARALLAX_STRENGTH,
    lerp = PARALLAX_LERP,
    enableOnTouch = false,
  }: ParallaxOptions = {},
) {
  useEffect(() => {
    const host = section.current;
    const target = layer.current;
    if (!host || !target || prefersReducedMotion()) return;
    if (!enableOnTouch && window.matchMedia("(pointer: coarse)").matches) return;

    let visible = false;
    let frame = 0;
    let current = 0;
    let goal = 0;
    let hostCentre = 0;

    const measure = () => {
      const rect = host.getBoundingClientRect();
      hostCentre = rect.top + window.scrollY + rect.height / 2;
    };
    const aim = () => {
      goal = (window.scrollY + window.innerHeight / 2 - hostCentre) * strength;
    };
    const tick = () => {
      current += (goal - current) * lerp;
      target.style.transform = `translate3d(0, ${current.toFixed(2)}px, 0)`;
      frame = Math.abs(goal - current) > 0.1 && running() ? requestAnimationFrame(tick) : 0;
    };
    const running = () => visible && document.visibilityState === "visible";
    const wake = () => {
      aim();
      if (running() && frame === 0) frame = requestAnimationFrame(tick);
    };
    const remeasure = debounce(() => {
      measure();
      wake();
    }, PARALLAX_DEBOUNCE_MS);

    const observer = new IntersectionObserver(
      ([entry]) => {
        visible = (entry?.intersectionRatio ?? 0) >= PARALLAX_VISIBILITY_THRESHOLD;
        wake();
      },
      { threshold: [0, PARALLAX_VISIBILITY_THRESHOLD, 1] },
    );
    measure();
    observer.observe(host);
    window.addEventListener("scroll", wake, { passive: true });
    window.addEventListener("scroll", remeasure, { passive: true });
    window.addEventListener("resize", remeasure);
    document.addEventListener("visibilitychange", wake);

    return () => {
      cancelAnimationFrame(frame);
      remeasure.cancel();
      observer.disconnect();
      window.removeEventListener("scroll", wake);
      window.removeEventListener("scroll", remeasure);
      window.removeEventListener("resize", remeasure);
      document.removeEventListener("visibilitychange", wake);
      target.style.transform = "";
    };
  }, [section, layer, strength, lerp, enableOnTouch]);
}
