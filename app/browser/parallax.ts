import {
  PARALLAX_DEBOUNCE_MS,
  PARALLAX_LERP,
  PARALLAX_STRENGTH,
  PARALLAX_VISIBILITY_THRESHOLD,
} from "#app/lib/constants.ts";
import { PARALLAX, PARALLAX_LAYER } from "#app/lib/behaviour-markers.ts";
import { prefersReducedMotion } from "#app/lib/motion.ts";
import { debounce } from "#app/lib/timing.ts";

/**
 * Moves a decorative layer (`data-parallax-layer`) against the scroll: its offset eases (lerp)
 * towards strength × its section's (`data-parallax`) distance from the viewport's centre. It runs
 * only while the section is at least half visible and the tab is visible; off under reduced
 * motion and on touch devices (spec §9: strength 0.14, lerp 0.06, threshold 0.5, 150 ms).
 */
export function start(): void {
  if (prefersReducedMotion() || matchMedia("(pointer: coarse)").matches) return;
  for (const host of document.querySelectorAll<HTMLElement>(`[${PARALLAX}]`)) {
    const layer = host.querySelector<HTMLElement>(`[${PARALLAX_LAYER}]`);
    if (layer) follow(host, layer);
  }
}

function follow(host: HTMLElement, layer: HTMLElement) {
  let visible = false;
  let frame = 0;
  let current = 0;
  let goal = 0;
  let hostCentre = 0;

  const measure = () => {
    const rect = host.getBoundingClientRect();
    hostCentre = rect.top + scrollY + rect.height / 2;
  };
  const running = () => visible && document.visibilityState === "visible";
  const tick = () => {
    current += (goal - current) * PARALLAX_LERP;
    layer.style.transform = `translate3d(0, ${current.toFixed(2)}px, 0)`;
    frame = Math.abs(goal - current) > 0.1 && running() ? requestAnimationFrame(tick) : 0;
  };
  const wake = () => {
    goal = (scrollY + innerHeight / 2 - hostCentre) * PARALLAX_STRENGTH;
    if (running() && frame === 0) frame = requestAnimationFrame(tick);
  };
  const remeasure = debounce(() => {
    measure();
    wake();
  }, PARALLAX_DEBOUNCE_MS);

  new IntersectionObserver(
    ([entry]) => {
      visible = (entry?.intersectionRatio ?? 0) >= PARALLAX_VISIBILITY_THRESHOLD;
      wake();
    },
    { threshold: [0, PARALLAX_VISIBILITY_THRESHOLD, 1] },
  ).observe(host);
  measure();
  addEventListener("scroll", wake, { passive: true });
  addEventListener("scroll", remeasure, { passive: true });
  addEventListener("resize", remeasure);
  document.addEventListener("visibilitychange", wake);
}
