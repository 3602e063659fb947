import type { Series } from "#app/inbox/index.ts";
import { formatIndian } from "#app/lib/format-indian.ts";

import { seriesColor, type SeriesColor } from "./chart-colors.ts";
import { type Bucket, type BucketUnit, bucketSpan, dayAndMonth } from "./overview-period.ts";

/** Each week's column in the drawing's units, and its bar within it. */
const COLUMN = 10;
const BAR = 6.4;
const HEIGHT = 100;

/** More columns than this, and only some are named and none has its total above it. */
const NAMED_COLUMNS = 14;

/** Columns as wide as the drawing's: the bucket's total above its bar, its date under it. */
const columns = (count: number) => ({
  gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
});

/**
 * Counts per day or week as stacked bars, drawn on the server: one bar a bucket, a segment a
 * series. Past NAMED_COLUMNS buckets (30 days) every seventh is named under its bar and the
 * totals above are left to the table, so that no label crowds another on a phone.
 * The bars are an SVG stretched to the card's width (preserveAspectRatio="none": rectangles
 * alone, which stretch without distortion); the words around them are HTML, so they keep their
 * size on a phone and on a desktop alike. To a screen reader the drawing is one picture named
 * by `summary`, and the words beside it are hidden: the table under the chart has every number.
 */
export function StackedBars({
  summary,
  buckets,
  unit,
  series,
  totals,
  label,
  axis = true,
  colorOf = seriesColor,
}: {
  summary: string;
  /** The period's days or weeks, oldest first; the last holds today. */
  buckets: readonly Bucket[];
  unit: BucketUnit;
  series: readonly Series[];
  totals: readonly number[];
  label: (name: string) => string;
  /** Whether the days are named under the bars (a chart stacked over another leaves it off). */
  axis?: boolean;
  colorOf?: (index: number, name: string) => SeriesColor;
}) {
  const weeks = buckets.map((bucket) => bucket.key);
  const crowded = buckets.length > NAMED_COLUMNS;
  const max = Math.max(1, ...totals);
  const height = (count: number) => (count / max) * HEIGHT;
  return (
    <div className="mt-2">
      {!crowded && (
        <div
          aria-hidden="true"
          className="grid text-center text-xs font-semibold text-ink-700 tabular-nums"
          style={columns(weeks.length)}
        >
          {totals.map((total, index) => (
            <span key={weeks[index]}>{formatIndian(total)}</span>
          ))}
        </div>
      )}
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
                    className={`${colorOf(place, one.name).fill} stroke-white`}
                    strokeWidth={1.5}
                    vectorEffect="non-scaling-stroke"
                  >
                    {/* A pointer's tooltip; a screen reader has the table. */}
                    <title>{`${bucketSpan(buckets[index]!, unit)}: ${label(one.name)} ${formatIndian(count)}`}</title>
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
      {axis && (
        <div
          aria-hidden="true"
          className="mt-0.5 grid text-center text-xs text-ink-600 tabular-nums"
          style={columns(weeks.length)}
        >
          {buckets.map((bucket, index) => {
            const named = !crowded || (buckets.length - 1 - index) % 7 === 0;
            const [day, month] = dayAndMonth(bucket.first);
            const shown = buckets.filter(
              (_, at) => at < index && (!crowded || (buckets.length - 1 - at) % 7 === 0),
            );
            const previous = shown.length ? dayAndMonth(shown.at(-1)!.first)[1] : "";
            return (
              <span key={bucket.key} className="leading-tight whitespace-nowrap">
                {named ? day : ""}
                <span className="block h-2 font-semibold text-ink-800">
                  {named && month !== previous ? month : ""}
                </span>
              </span>
            );
          })}
        </div>
      )}
    </div>
  );
}
