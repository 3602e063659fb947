import { RESIZE_DEBOUNCE_MS, SCROLL_SPY_THROTTLE_MS } from "#app/lib/constants.ts";
import { activeSectionId } from "#app/lib/scroll/active-section.ts";
import { debounce, throttle } from "#app/lib/timing.ts";

/**
 * Calls `onActive` with the id of the section being read among `ids` (null for none), once on
 * the next frame and then whenever it changes: read on scroll (throttled) and on resize
 * (debounced), as the spec's scroll spy does. The page's highlights (section-nav.ts,
 * article-contents.ts) decide what to mark with it.
 */
export function watchSections(ids: readonly string[], onActive: (id: string | null) => void): void {
  let current: string | null | undefined;
  const update = () => {
    const active = activeSectionId(ids);
    if (active === current) return;
    current = active;
    onActive(active);
  };
  // The first reading waits for a frame: measuring now would force a layout of the whole page
  // before its first paint.
  requestAnimationFrame(update);
  window.addEventListener("scroll", throttle(update, SCROLL_SPY_THROTTLE_MS), { passive: true });
  window.addEventListener("resize", debounce(update, RESIZE_DEBOUNCE_MS));
}
