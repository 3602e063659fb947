import { LABEL_PAUSE, LABEL_PLAY, PAUSED } from "#app/lib/behaviour-markers.ts";

/**
 * The pause buttons' shared switch (app/ui/pause-button.tsx renders them): flips the
 * button's `data-paused`, which its icon and any CSS it stops read, and gives it the name the
 * page wrote for the new state ("Play the testimonials"), so each language's words come from
 * its HTML. Returns whether the button now says paused.
 */
export function togglePause(button: HTMLElement): boolean {
  const paused = button.toggleAttribute(PAUSED);
  button.setAttribute("aria-label", button.getAttribute(paused ? LABEL_PLAY : LABEL_PAUSE)!);
  return paused;
}
