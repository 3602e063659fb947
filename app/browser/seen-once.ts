import { ABOUT_SEEN_THRESHOLD } from "#app/lib/constants.ts";
import { HALF_SEEN, SEEN_ONCE } from "#app/lib/behaviour-markers.ts";

/**
 * Calls `then` once, the first time `element` is at least `threshold` visible. A `rootMargin`
 * such as "100% 0px" calls it a viewport's height before the element arrives.
 */
export function whenSeen(
  element: Element,
  threshold: number,
  then: () => void,
  rootMargin = "0px",
): void {
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry?.isIntersecting && entry.intersectionRatio >= threshold) {
        observer.disconnect();
        then();
      }
    },
    { threshold, rootMargin },
  );
  observer.observe(element);
}

/**
 * Spec §4: the About section's once-only flag, `data-half-seen`, set the first time half of it
 * is visible and never reset. It changes nothing shown; a look that wanted it would use a
 * `data-half-seen:` variant.
 */
export function start(): void {
  const about = document.querySelector<HTMLElement>(`[${SEEN_ONCE}]`);
  if (about) whenSeen(about, ABOUT_SEEN_THRESHOLD, () => about.setAttribute(HALF_SEEN, "true"));
}
