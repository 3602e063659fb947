import { cn } from "#app/ui/cn.ts";

/**
 * A grid of small circles, six by six; the hero's decoration, fading in and sliding up after
 * first paint. Drawn by one CSS gradient in the text colour (`dot-grid`), not 36 SVG circles: it
 * is in the first view of the home page, where every byte and every object to lay out delays
 * the first paint (most in Marathi and Hindi, whose pages need a second round trip).
 */
export function HeroDots({
  className,
  delayed = false,
}: {
  className?: string;
  delayed?: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn("dot-grid", delayed ? "animate-fade-up" : "animate-fade-in", className)}
    />
  );
}
