import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import type { Series } from "#app/inbox/index.ts";
import { weekSpan } from "#app/inbox/index.ts";
import { formatIndian } from "#app/lib/format-indian.ts";

import { weeklySummary } from "./chart-words.ts";
import { cellStyles, NumbersTable } from "./numbers-table.tsx";
import { SeriesLegend } from "./series-legend.tsx";
import { StackedBars } from "./stacked-bars.tsx";

/**
 * Leads per week split one way (by source, by service): the chart's card with its key, the
 * bars, and the same numbers as a table, a row a week.
 */
export function WeeklyChart({
  id,
  title,
  legendName,
  weeks,
  series,
  totals,
  label = (name) => name,
}: {
  id: string;
  title: string;
  /** What the series are ("Sources"). */
  legendName: string;
  weeks: readonly string[];
  series: readonly Series[];
  totals: readonly number[];
  label?: (name: string) => string;
}) {
  const summary = weeklySummary({ title, weeks, series, totals, label });
  const all = totals.reduce((sum, count) => sum + count, 0);
  return (
    <AdminPanel id={`${id}-title`} title={title}>
      <SeriesLegend series={series} label={label} name={legendName} />
      <StackedBars summary={summary} weeks={weeks} series={series} totals={totals} label={label} />
      <p className="mt-1 text-xs text-ink-600">Weeks from Monday; the last is this week so far.</p>
      <NumbersTable id={id} caption={`${title}, a row a week`}>
        <thead>
          <tr>
            <th scope="col" className={cellStyles.head}>
              Week
            </th>
            {series.map((one) => (
              <th key={one.name} scope="col" className={`${cellStyles.head} text-right`}>
                {label(one.name)}
              </th>
            ))}
            <th scope="col" className={`${cellStyles.head} text-right`}>
              All
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={week}>
              <th scope="row" className={cellStyles.row}>
                {weekSpan(week)}
                {index === weeks.length - 1 && " (so far)"}
              </th>
              {series.map((one) => (
                <td key={one.name} className={cellStyles.number}>
                  {formatIndian(one.counts[index] ?? 0)}
                </td>
              ))}
              <td className={`${cellStyles.number} font-semibold`}>
                {formatIndian(totals[index] ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={cellStyles.total}>
              {weeks.length} weeks
            </th>
            {series.map((one) => (
              <td key={one.name} className={`${cellStyles.total} text-right`}>
                {formatIndian(one.total)}
              </td>
            ))}
            <td className={`${cellStyles.total} text-right`}>{formatIndian(all)}</td>
          </tr>
        </tfoot>
      </NumbersTable>
    </AdminPanel>
  );
}
