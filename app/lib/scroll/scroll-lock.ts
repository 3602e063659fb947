import { TOUCH_SCROLL_LOCK_TOLERANCE_PX } from "#app/lib/constants.ts";

/**
 * Locks page scroll until the returned function is called. Overflow hiding covers wheels and
 * keys (with the scrollbar's width as padding, so the page does not shift sideways); touch moves
 * of more than the tolerance outside `scrollable` are cancelled, since mobile Safari scrolls the
 * page through overflow: hidden.
 */
export function lockScroll(scrollable: Element): () => void {
  const root = document.documentElement;
  const scrollbarWidth = window.innerWidth - root.clientWidth;
  const { overflow, paddingRight } = root.style;
  root.style.overflow = "hidden";
  if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;

  let startY = 0;
  const onTouchStart = (event: TouchEvent) => {
    startY = event.touches[0]?.clientY ?? 0;
  };
  const onTouchMove = (event: TouchEvent) => {
    const y = event.touches[0]?.clientY ?? startY;
    if (Math.abs(y - startY) <= TOUCH_SCROLL_LOCK_TOLERANCE_PX) return;
    if (!scrollable.contains(event.target as Node) && event.cancelable) event.preventDefault();
  };
  // Listening to touch moves without `passive` holds every scroll for the listener: only while
  // locked.
  document.addEventListener("touchstart", onTouchStart, { passive: true });
  document.addEventListener("touchmove", onTouchMove, { passive: false });

  return () => {
    root.style.overflow = overflow;
    root.style.paddingRight = paddingRight;
    document.removeEventListener("touchstart", onTouchStart);
    document.removeEventListener("touchmove", onTouchMove);
  };
}
