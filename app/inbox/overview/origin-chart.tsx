import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { formatIndian } from "#app/lib/format-indian.ts";
import { formatPrice } from "#app/lib/format-price.ts";

import { seriesColor } from "./chart-colors.ts";
import { percentOf } from "./chart-words.ts";
import { OverviewTableView } from "./numbers-table.tsx";
import type { OriginRow } from "./origin-rows.ts";
import type { PeriodKey } from "./overview-period.ts";
import { NAMED_SERIES, OTHER } from "./overview-series.ts";
import type { OverviewTable } from "./overview-tables.ts";
import { SeriesLegend } from "./series-legend.tsx";

/** The three measures each bar shares out, and how a total of each is written. */
const MEASURES = [
  { key: "visits", name: "Visits", total: formatIndian },
  { key: "quotes", name: "Quotes", total: formatIndian },
  { key: "wonValue", name: "Won ₹", total: formatPrice },
] as const;

/**
 * The largest rows by name and the rest as "Other", so a bar has six colours at most: the most
 * visited first, then those with quotes but few visits (a page whose visits came before
 * counting began).
 */
function namedRows(rows: readonly OriginRow[]): OriginRow[] {
  const named = rows.filter((row) => row.name !== OTHER).slice(0, NAMED_SERIES);
  const rest = rows.filter((row) => !named.includes(row));
  if (rest.length === 0) return named;
  const other = rest.reduce(
    (all, row) => ({
      name: OTHER,
      visits: all.visits + row.visits,
      quotes: all.quotes + row.quotes,
      won: all.won + row.won,
      wonValue: all.wonValue + row.wonValue,
    }),
    { name: OTHER, visits: 0, quotes: 0, won: 0, wonValue: 0 },
  );
  return [...named, other];
}

/**
 * Where the period's visits began, set beside where its quotes and its won value came from:
 * three bars, each split into the same names in the same colours, so a page that brings many
 * visits and few quotes shows at a glance. The table under it has every row.
 */
export function OriginChart({
  title,
  legendName,
  rows,
  table,
  period,
}: {
  title: string;
  /** What the names are ("Entry pages"). */
  legendName: string;
  rows: readonly OriginRow[];
  table: OverviewTable;
  period: PeriodKey;
}) {
  const shown = namedRows(rows);
  const totals = Object.fromEntries(
    MEASURES.map(({ key }) => [key, shown.reduce((sum, row) => sum + row[key], 0)]),
  ) as Record<(typeof MEASURES)[number]["key"], number>;
  const summary = MEASURES.map(
    ({ key, name, total }) =>
      `${name} ${total(totals[key])}: ${
        shown
          .filter((row) => row[key] > 0)
          .map((row) => `${row.name} ${percentOf(row[key], totals[key])}`)
          .join(", ") || "none"
      }`,
  ).join(". ");
  return (
    <AdminPanel id={`${table.id}-title`} title={title}>
      {shown.length === 0 ? (
        <p className="mt-1 text-sm text-ink-700">No visits or quotes in these days yet.</p>
      ) : (
        <>
          <SeriesLegend series={shown.map((row) => ({ name: row.name }))} name={legendName} />
          <div role="img" aria-label={`${title}. ${summary}.`} className="mt-1.5 grid gap-1">
            {MEASURES.map(({ key, name, total }) => (
              <div
                key={key}
                aria-hidden="true"
                className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-1"
              >
                <span className="text-xs leading-tight font-semibold text-ink-700">
                  {name}
                  <span className="block font-normal text-ink-600 tabular-nums">
                    {total(totals[key])}
                  </span>
                </span>
                <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="block h-3 w-full">
                  <rect width={100} height={10} className="fill-ink-100" />
                  {(() => {
                    let left = 0;
                    return shown.map((row, index) => {
                      const width = totals[key] === 0 ? 0 : (row[key] / totals[key]) * 100;
                      const x = left;
                      left += width;
                      return width === 0 ? null : (
                        <rect
                          key={row.name}
                          x={x}
                          width={width}
                          height={10}
                          className={`${seriesColor(index, row.name).fill} stroke-white`}
                          strokeWidth={1.5}
                          vectorEffect="non-scaling-stroke"
                        >
                          <title>{`${row.name}: ${percentOf(row[key], totals[key])}`}</title>
                        </rect>
                      );
                    });
                  })()}
                </svg>
              </div>
            ))}
          </div>
        </>
      )}
      <OverviewTableView table={table} period={period} />
    </AdminPanel>
  );
}
