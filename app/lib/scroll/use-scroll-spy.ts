import { useEffect, useState } from "react";

import { RESIZE_DEBOUNCE_MS, SCROLL_SPY_THROTTLE_MS } from "#app/lib/constants.ts";
import { debounce, throttle } from "#app/lib/timing.ts";

import { activeSectionId } from "./active-section.ts";

/**
 * The id of the section in view, updated on scroll (throttled) and resize (debounced),
 * and mirrored into the URL hash. Off (null) when `enabled` is false.
 */
export function useScrollSpy(
  ids: readonly string[],
  enabled: boolean,
  { syncHash = true }: { syncHash?: boolean } = {},
): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(" ");

  useEffect(() => {
    if (!enabled) return;
    const sectionIds = key.split(" ");
    const update = () => setActive(activeSectionId(sectionIds));
    const onScroll = throttle(update, SCROLL_SPY_THROTTLE_MS);
    const onResize = debounce(update, RESIZE_DEBOUNCE_MS);
    // The first reading waits for a frame: measuring in the effect would force a layout of the
    // whole page inside hydration's task.
    const firstReading = requestAnimationFrame(update);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    return () => {
      cancelAnimationFrame(firstReading);
      onScroll.cancel();
      onResize.cancel();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
    };
  }, [key, enabled]);

  const current = enabled ? active : null;

  useEffect(() => {
    if (!enabled || !syncHash) return;
    const { pathname, search, hash } = window.location;
    const wanted = current ? `#${current}` : "";
    if (hash !== wanted) {
      window.history.replaceState(window.history.state, "", `${pathname}${search}${wanted}`);
    }
  }, [current, enabled, syncHash]);

  return current;
}
