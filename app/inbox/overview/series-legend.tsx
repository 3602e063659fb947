import { formatIndian } from "#app/lib/format-indian.ts";

import { seriesColor } from "./chart-colors.ts";

/** One name of a chart's key, with its total when the chart has one total a name. */
export type LegendItem = { name: string; total?: number };

/**
 * The chart's key, in words: each name's colour (its place among the chart's names), name and,
 * when given, its total over the period.
 */
export function SeriesLegend({
  series,
  label = (name) => name,
  name,
}: {
  series: readonly LegendItem[];
  label?: (name: string) => string;
  /** What the list is, for a screen reader ("Sources"). */
  name: string;
}) {
  return (
    <ul aria-label={name} className="mt-1.5 flex flex-wrap gap-x-2 gap-y-1 text-sm">
      {series.map((one, index) => (
        <li key={one.name} className="flex min-w-0 items-center gap-0.5">
          <span
            aria-hidden="true"
            className={`size-1.5 shrink-0 rounded-sm ${seriesColor(index, one.name).swatch}`}
          />
          {/* Breaks within a word only where it must: an entry page's path is one long word. */}
          <span className="wrap-anywhere text-ink-800">{label(one.name)}</span>
          {one.total === undefined ? null : (
            <span className="font-semibold text-ink-950 tabular-nums">
              {formatIndian(one.total)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
