import type { CSSProperties, ReactNode } from "react";

import { cn } from "./cn.ts";
import { PauseButton } from "./pause-button.tsx";

/** Wide enough for a 2560 px screen: the strip "auto-fills" with copies up to this width. */
const FILL_WIDTH_PX = 2560;

type MarqueeProps = {
  /** What the strip shows, for the pause button's name ("Pause the testimonials"). */
  label: string;
  items: readonly ReactNode[];
  /** Every item's width and the gap between items, in px: the loop length is known before render. */
  itemWidth: number;
  gap: number;
  /** Pixels per second, as react-fast-marquee counts speed. */
  speed: number;
  pauseOnHover?: boolean;
  className?: string;
};

/**
 * A pure-CSS marquee: the items, repeated to fill the widest screen, slide left by one
 * set per cycle. No measuring, so no layout shift; copies are hidden from assistive
 * technology; under reduced motion it stands still. Its pause button stops it through CSS
 * (`data-paused` on the button, app/browser/marquee-pause.ts): no state here.
 */
export function Marquee({
  label,
  items,
  itemWidth,
  gap,
  speed,
  pauseOnHover = false,
  className,
}: MarqueeProps) {
  const setWidth = items.length * (itemWidth + gap);
  const copies = Math.max(2, Math.ceil(FILL_WIDTH_PX / setWidth) + 1);
  const style = {
    "--marquee-distance": `${setWidth}px`,
    "--marquee-duration": `${(setWidth / speed).toFixed(2)}s`,
    gap: `${gap}px`,
  } as CSSProperties;

  return (
    <div className={cn("group group/marquee relative", className)}>
      <div className="overflow-hidden py-1">
        <div
          data-testid="marquee-track"
          className={cn(
            "flex w-max animate-marquee group-has-data-paused/marquee:[animation-play-state:paused] motion-reduce:animate-none",
            pauseOnHover &&
              "group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused]",
          )}
          style={style}
        >
          {Array.from({ length: copies }, (_, copy) => (
            <ul
              key={copy}
              className="flex shrink-0"
              style={{ gap: `${gap}px` }}
              aria-hidden={copy > 0 || undefined}
              inert={copy > 0 || undefined}
            >
              {items.map((item, index) => (
                <li key={index} className="shrink-0" style={{ width: `${itemWidth}px` }}>
                  {item}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <PauseButton
        label={label}
        stopsAnimation
        className="absolute right-2 bottom-0 translate-y-1/2 motion-reduce:hidden"
      />
    </div>
  );
}
