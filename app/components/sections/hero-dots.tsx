import { cn } from "#app/components/ui/cn.ts";

/** A grid of small circles; the hero's decoration, fading in and sliding up after first paint. */
export function HeroDots({
  className,
  delayed = false,
}: {
  className?: string;
  delayed?: boolean;
}) {
  return (
    <svg
      viewBox="0 0 120 120"
      width="120"
      height="120"
      aria-hidden="true"
      className={cn(delayed ? "animate-fade-up" : "animate-fade-in", className)}
    >
      {Array.from({ length: 36 }, (_, index) => (
        <circle
          key={index}
          cx={10 + (index % 6) * 20}
          cy={10 + Math.floor(index / 6) * 20}
          r="3.5"
          fill="currentColor"
        />
      ))}
    </svg>
  );
}
