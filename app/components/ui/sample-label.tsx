import { cn } from "./cn.ts";

/**
 * Marks sample content on the page until the agency replaces it (`sample: true` in its data):
 * a visitor must never take an invented testimonial or project for a real one.
 */
export function SampleLabel({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full bg-ink-950/85 px-1 py-0.5 text-xs leading-none font-semibold tracking-wide text-white uppercase ring-1 ring-white/40",
        className,
      )}
    >
      Sample
    </span>
  );
}
