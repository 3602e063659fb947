import type { Series } from "#app/inbox/index.ts";
import { formatIndian } from "#app/lib/format-indian.ts";

import { seriesColor } from "./chart-colors.ts";

/** The chart's key, in words: each series' colour, name and total over the weeks. */
export function SeriesLegend({
  series,
  label,
  name,
}: {
  series: readonly Series[];
  label: (name: string) => string;
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
          <span className="break-words text-ink-800">{label(one.name)}</span>
          <span className="font-semibold text-ink-950 tabular-nums">{formatIndian(one.total)}</span>
        </li>
      ))}
    </ul>
  );
}
