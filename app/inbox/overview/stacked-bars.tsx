import type { Series } from "#app/inbox/index.ts";
import { weekDayAndMonth, weekLabel } from "#app/inbox/index.ts";
import { formatIndian } from "#app/lib/format-indian.ts";

import { seriesColor } from "./chart-colors.ts";

/** Each week's column in the drawing's units, and its bar within it. */
const COLUMN = 10;
const BAR = 6.4;
const HEIGHT = 100;

/** Columns as wide as the drawing's: the week's total above its bar, its date under it. */
const columns = (count: number) => ({
  gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
});

/**
 * Leads per week as stacked bars, drawn on the server: one bar a week, a segment a series.
 * The bars are an SVG stretched to the card's width (preserveAspectRatio="none": rectangles
 * alone, which stretch without distortion); the words around them are HTML, so they keep their
 * size on a phone and on a desktop alike. To a screen reader the drawing is one picture named
 * by `summary`, and the words beside it are hidden: the table under the chart has every number.
 */
export function StackedBars({
  summary,
  weeks,
  series,
  totals,
  label,
}: {
  summary: string;
  /** The weeks' keys, oldest first; the last is the current week, so far. */
  weeks: readonly string[];
  series: readonly Series[];
  totals: readonly number[];
  label: (name: string) => string;
}) {
  const max = Math.max(1, ...totals);
  const height = (count: number) => (count / max) * HEIGHT;
  return (
    <div className="mt-2">
      <div
        aria-hidden="true"
        className="grid text-center text-xs font-semibold text-ink-700 tabular-nums"
        style={columns(weeks.length)}
      >
        {totals.map((total, index) => (
          <span key={weeks[index]}>{formatIndian(total)}</span>
        ))}
      </div>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${weeks.length * COLUMN} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-0.5 block h-24 w-full sm:h-32"
      >
        {weeks.map((week, index) => {
          let top = HEIGHT;
          return (
            <g key={week}>
              {series.map((one, place) => {
                const count = one.counts[index] ?? 0;
                if (count === 0) return null;
                top -= height(count);
                return (
                  <rect
                    key={one.name}
                    x={index * COLUMN + (COLUMN - BAR) / 2}
                    y={top}
                    width={BAR}
                    height={height(count)}
                    className={`${seriesColor(place, one.name).fill} stroke-white`}
                    strokeWidth={1.5}
                    vectorEffect="non-scaling-stroke"
                  >
                    {/* A pointer's tooltip; a screen reader has the table. */}
                    <title>{`${weekLabel(week)}: ${label(one.name)} ${formatIndian(count)}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
        <line
          x1={0}
          x2={weeks.length * COLUMN}
          y1={HEIGHT}
          y2={HEIGHT}
          className="stroke-ink-300"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div
        aria-hidden="true"
        className="mt-0.5 grid text-center text-xs text-ink-600 tabular-nums"
        style={columns(weeks.length)}
      >
        {weeks.map((week, index) => {
          const [day, month] = weekDayAndMonth(week);
          const previous = index > 0 ? weekDayAndMonth(weeks[index - 1]!)[1] : "";
          return (
            <span key={week} className="leading-tight">
              {day}
              <span className="block h-2 font-semibold text-ink-800">
                {month === previous ? "" : month}
              </span>
            </span>
          );
        })}
      </div>
    </div>
  );
}
