import { useEffect, type RefObject } from "react";

import { TOUCH_SCROLL_LOCK_TOLERANCE_PX } from "#app/lib/constants.ts";

/**
 * Locks page scroll while `locked`. Overflow hiding covers wheels and keys; touch
 * moves of more than the tolerance outside `scrollable` are cancelled, since mobile
 * Safari scrolls the page through overflow: hidden.
 */
export function useScrollLock(locked: boolean, scrollable?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const scrollbarWidth = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = "hidden";
    if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;

    let startY = 0;
    const onTouchStart = (event: TouchEvent) => {
      startY = event.touches[0]?.clientY ?? 0;
    };
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY ?? startY;
      if (Math.abs(y - startY) <= TOUCH_SCROLL_LOCK_TOLERANCE_PX) return;
      const inside = scrollable?.current?.contains(event.target as Node) ?? false;
      if (!inside && event.cancelable) event.preventDefault();
    };
    document.addEventListener("touchstart", onTouchStart, { passive: true });
    document.addEventListener("touchmove", onTouchMove, { passive: false });

    return () => {
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
      document.removeEventListener("touchstart", onTouchStart);
      document.removeEventListener("touchmove", onTouchMove);
    };
  }, [locked, scrollable]);
}
