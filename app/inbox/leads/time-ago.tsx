import { formatIst, timeAgo } from "#app/inbox/index.ts";

/**
 * "2 hours ago", with the full date and time in IST shown on hover and on keyboard focus (and
 * read by screen readers), computed when the page is rendered.
 */
export function TimeAgo({ at, now }: { at: Date; now: Date }) {
  const full = formatIst(at);
  return (
    // A button only so that keyboard users can reach it and see the full date too (a toggletip).
    <button
      type="button"
      className="group relative cursor-help rounded underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <time dateTime={at.toISOString()}>{timeAgo(at, now)}</time>
      <span className="sr-only">, {full}</span>
      <span
        aria-hidden="true"
        className="invisible absolute bottom-full left-0 z-10 mb-0.5 rounded bg-ink-950 px-1 py-0.5 text-xs whitespace-nowrap text-white group-hover:visible group-focus:visible"
      >
        {full}
      </span>
    </button>
  );
}
