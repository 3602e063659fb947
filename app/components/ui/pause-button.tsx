import { m } from "#app/paraglide/messages.js";

import { cn } from "./cn.ts";

type PauseButtonProps = {
  paused: boolean;
  onToggle: () => void;
  /** What moves, as in "Pause the testimonials": a message, in the build's language. */
  label: string;
  className?: string;
};

/** The visible stop control anything that moves for over five seconds needs (WCAG 2.2.2). */
export function PauseButton({ paused, onToggle, label, className }: PauseButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={paused ? m.home_play({ label }) : m.home_pause({ label })}
      className={cn(
        "grid size-5 place-items-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-card hover:bg-ink-50",
        className,
      )}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        {paused ? (
          <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
        ) : (
          <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
