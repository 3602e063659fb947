import { m } from "#app/paraglide/messages.js";

import { cn } from "./cn.ts";
import { LABEL_PAUSE, LABEL_PLAY, PAUSE_ANIMATION, marker } from "#app/lib/behaviour-markers.ts";

type PauseButtonProps = {
  /** What moves, as in "Pause the testimonials": a message, in the build's language. */
  label: string;
  /**
   * The button stops a CSS animation around it (app/browser/marquee-pause.ts): its `data-paused`
   * pauses the strip through a `group-has-data-paused:` variant. Otherwise the script of what
   * moves (the slider, the hero clip) answers it.
   */
  stopsAnimation?: boolean;
  /** Rendered hidden, for a script to show once there is something to pause (the hero clip). */
  hidden?: boolean;
  className?: string;
};

/**
 * The visible stop control anything that moves for over five seconds needs (WCAG 2.2.2). Static:
 * app/browser/pause-control.ts switches its state (`data-paused`) and its name between the two
 * labels it carries, so every language's page runs the same script.
 */
export function PauseButton({
  label,
  stopsAnimation = false,
  hidden,
  className,
}: PauseButtonProps) {
  const pause = m.home_pause({ label });
  return (
    <button
      type="button"
      aria-label={pause}
      {...marker(LABEL_PAUSE, pause)}
      {...marker(LABEL_PLAY, m.home_play({ label }))}
      {...marker(PAUSE_ANIMATION, stopsAnimation ? "" : undefined)}
      hidden={hidden}
      className={cn(
        "group/pause grid size-5 place-items-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-card hover:bg-ink-50",
        className,
      )}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path
          d="M4 2.5h3v11H4zM9 2.5h3v11H9z"
          fill="currentColor"
          className="group-data-paused/pause:hidden"
        />
        <path
          d="M4 2.5v11l9-5.5z"
          fill="currentColor"
          className="hidden group-data-paused/pause:inline"
        />
      </svg>
    </button>
  );
}
