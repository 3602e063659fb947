import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import type { Series } from "#app/inbox/index.ts";

import { bucketSummary } from "./chart-words.ts";
import { OverviewTableView } from "./numbers-table.tsx";
import { bucketSpan, type OverviewPeriod } from "./overview-period.ts";
import type { OverviewTable } from "./overview-tables.ts";
import { SeriesLegend } from "./series-legend.tsx";
import { StackedBars } from "./stacked-bars.tsx";

/**
 * Leads per day or week split one way (by source, by service): the chart's card with its key,
 * the bars, and the same numbers as a table, a row a day or week, to read or download.
 */
export function BucketChart({
  title,
  legendName,
  period,
  series,
  totals,
  table,
}: {
  title: string;
  /** What the series are ("Sources"). */
  legendName: string;
  period: OverviewPeriod;
  series: readonly Series[];
  totals: readonly number[];
  table: OverviewTable;
}) {
  const labels = period.buckets.map((bucket) => bucketSpan(bucket, period.unit));
  const label = (name: string) => name;
  const summary = bucketSummary({ title, unit: period.unit, labels, series, totals });
  return (
    <AdminPanel id={`${table.id}-title`} title={title}>
      <SeriesLegend series={series} label={label} name={legendName} />
      <StackedBars
        summary={summary}
        buckets={period.buckets}
        unit={period.unit}
        series={series}
        totals={totals}
        label={label}
      />
      <p className="mt-1 text-xs text-ink-600">
        {period.unit === "day" ? "Days" : "Weeks from Monday"} by India's time; the last is today so
        far.
      </p>
      <OverviewTableView table={table} period={period.key} />
    </AdminPanel>
  );
}
