import type { CSSProperties } from "react";

import { seededRandom } from "#app/lib/seeded-random.ts";

/** Spec §9: five circles, each floating over 6 to 10 seconds. */
export const FLOATING_CIRCLES = 5;
const MIN_SECONDS = 6;
const MAX_SECONDS = 10;

const random = seededRandom(2024);
const circles = Array.from({ length: FLOATING_CIRCLES }, (_, index) => ({
  left: `${Math.round(random() * 90)}%`,
  top: `${Math.round(random() * 80)}%`,
  size: `${Math.round(4 + random() * 10)}rem`,
  duration: `${(MIN_SECONDS + random() * (MAX_SECONDS - MIN_SECONDS)).toFixed(2)}s`,
  driftX: `${Math.round(random() * 60 - 30)}px`,
  driftY: `${Math.round(random() * 60 - 30)}px`,
  tone: index % 2 === 0 ? "bg-brand-400/25" : "bg-brand-300/15",
}));

/**
 * Five soft circles "at random" positions. The positions come from a seeded generator at
 * module load, so every build of the page places them identically. They stop when a pause
 * button in the `group/quote` around them says paused (`data-paused`, app/browser/marquee-pause.ts).
 */
export function FloatingCircles() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {circles.map((circle, index) => (
        <span
          key={index}
          data-testid="floating-circle"
          className={`absolute animate-float rounded-full group-has-data-paused/quote:[animation-play-state:paused] motion-reduce:animate-none ${circle.tone}`}
          style={
            {
              left: circle.left,
              top: circle.top,
              width: circle.size,
              height: circle.size,
              "--float-duration": circle.duration,
              "--float-x": circle.driftX,
              "--float-y": circle.driftY,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
