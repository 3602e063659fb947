import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { formatIndian } from "#app/lib/format-indian.ts";

import { bucketSummary } from "./chart-words.ts";
import { OverviewTableView } from "./numbers-table.tsx";
import { bucketSpan, dayLabel } from "./overview-period.ts";
import type { OverviewTable } from "./overview-tables.ts";
import type { Overview } from "./read-overview.server.ts";
import { StackedBars } from "./stacked-bars.tsx";

const VISITORS_COLOR = { fill: "fill-brand-400", swatch: "bg-brand-400" };
const QUOTES_COLOR = { fill: "fill-mint-700", swatch: "bg-mint-700" };

/**
 * Visitors and quotes a day or a week at a time, one above the other on one time line, each
 * on a scale of its own: visitors run in hundreds and quotes in units, so one scale would
 * flatten the quotes. Each scale's top is written beside its bars.
 */
export function VisitsQuotesChart({
  overview,
  table,
}: {
  overview: Overview;
  table: OverviewTable;
}) {
  const { period, visits, leads } = overview;
  const labels = period.buckets.map((bucket) => bucketSpan(bucket, period.unit));
  const per = period.unit === "day" ? "per day" : "per week";
  const visitors = visits.perBucket.map((bucket) => bucket.visitors);
  const strips = [
    {
      name: "Visitors",
      counts: visitors,
      color: VISITORS_COLOR,
      counted: (count: number) => `${formatIndian(count)} visitors`,
    },
    {
      name: "Quotes",
      counts: leads.perBucket,
      color: QUOTES_COLOR,
      counted: (count: number) => `${formatIndian(count)} quotes`,
    },
  ];
  const since = visits.countedSince;
  return (
    <AdminPanel id="visits-and-quotes-title" title="Visitors and quotes">
      {since === null ? (
        <p className="mt-1 max-w-prose text-sm text-ink-700">
          No visits counted yet: the site counts them from the first page view after it is deployed
          with this version.
        </p>
      ) : since > period.current.from ? (
        <p className="mt-1 max-w-prose text-sm text-ink-700">
          Visits counted since {dayLabel(since)}; the days before show none.
        </p>
      ) : null}
      {strips.map((strip, index) => {
        const total = strip.counts.reduce((sum, count) => sum + count, 0);
        const series = [{ name: strip.name, counts: strip.counts, total }];
        return (
          <div key={strip.name} className="mt-1.5">
            <p className="flex items-center gap-0.5 text-sm">
              <span aria-hidden="true" className={`size-1.5 rounded-sm ${strip.color.swatch}`} />
              <span className="font-semibold text-ink-900">
                {strip.name} {per}
              </span>
              <span className="text-ink-600 tabular-nums">
                · up to {formatIndian(Math.max(0, ...strip.counts))}
              </span>
            </p>
            <StackedBars
              summary={bucketSummary({
                title: `${strip.name} ${per}`,
                unit: period.unit,
                labels,
                series,
                totals: strip.counts,
                counted: strip.counted,
              })}
              buckets={period.buckets}
              unit={period.unit}
              series={series}
              totals={strip.counts}
              label={(name) => name}
              axis={index === strips.length - 1}
              colorOf={() => strip.color}
            />
          </div>
        );
      })}
      <OverviewTableView table={table} period={period.key} />
    </AdminPanel>
  );
}
