import { useEffect, useState, type RefObject } from "react";

/** True from the first time the element is at least `threshold` visible; never reset. */
export function useSeenOnce(element: RefObject<HTMLElement | null>, threshold: number): boolean {
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
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, threshold, seen]);
  return seen;
}
