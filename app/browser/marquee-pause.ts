import { togglePause } from "./pause-control.ts";
import { PAUSE_ANIMATION } from "#app/lib/behaviour-markers.ts";

/**
 * The pause buttons of what moves by CSS alone (the gallery and testimonial marquees, the quote
 * banner's floating circles): the button's `data-paused` pauses the animation through a
 * `group-has-data-paused:` variant on what it stops, so a click only switches the button.
 */
export function start(): void {
  for (const button of document.querySelectorAll<HTMLElement>(`[${PAUSE_ANIMATION}]`)) {
    button.addEventListener("click", () => togglePause(button));
  }
}
