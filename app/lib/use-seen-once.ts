import { useEffect, useState, type RefObject } from "react";

/**
 * True from the first time the element is at least `threshold` visible; never reset.
 * A `rootMargin` such as "100% 0px" turns it true a viewport's height before the element
 * arrives.
 */
export function useSeenOnce(
  element: RefObject<HTMLElement | null>,
  threshold: number,
  rootMargin = "0px",
): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = element.current;
    if (!node || seen) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && entry.intersectionRatio >= threshold) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, threshold, rootMargin, seen]);
  return seen;
}
