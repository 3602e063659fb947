import type { ReactNode } from "react";

import { overviewCsvPath } from "./overview-csv-path.ts";
import type { PeriodKey } from "./overview-period.ts";
import { type OverviewTable, type TableRow, valueText } from "./overview-tables.ts";

/**
 * A chart's numbers, folded under it: a real table (caption, headers with their scope) in a box
 * that scrolls sideways on its own when the table is wider than a phone, which a keyboard can
 * reach (tabindex) and a screen reader names by the caption.
 */
export function NumbersTable({
  id,
  caption,
  children,
}: {
  id: string;
  caption: string;
  /** The table's head, body and foot. */
  children: ReactNode;
}) {
  return (
    <details className="group mt-2 rounded-xl bg-ink-50 ring-1 ring-ink-200/70">
      <summary className="flex min-h-5 cursor-pointer items-center gap-1 rounded-xl px-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
        <span
          aria-hidden="true"
          className="transition-transform group-open:rotate-90 motion-reduce:transition-none"
        >
          ▸
        </span>
        Numbers<span className="sr-only">: {caption}</span>
      </summary>
      <div
        role="region"
        aria-labelledby={`${id}-caption`}
        tabIndex={0}
        className="overflow-x-auto px-1.5 pb-1.5"
      >
        <table className="w-full border-collapse text-left text-sm tabular-nums">
          <caption id={`${id}-caption`} className="py-1 text-left text-xs text-ink-600">
            {caption}
          </caption>
          {children}
        </table>
      </div>
    </details>
  );
}

/** A column's or a row's header cell, and a number's cell, in the tables' one look. */
export const cellStyles = {
  head: "border-b border-ink-200 px-1 py-0.5 text-xs font-semibold text-ink-700 align-bottom",
  row: "border-b border-ink-100 px-1 py-0.5 font-normal whitespace-nowrap text-ink-800",
  number: "border-b border-ink-100 px-1 py-0.5 text-right text-ink-950",
  total: "px-1 py-0.5 font-bold text-ink-950",
} as const;

/**
 * One of the overview's tables (./overview-tables.ts) folded under its chart, and a link to
 * download the same rows as CSV for the same period.
 */
export function OverviewTableView({ table, period }: { table: OverviewTable; period: PeriodKey }) {
  const kindOf = (index: number) => table.columns[index]!.kind;
  const cells = (row: TableRow, className: string) =>
    row.slice(1).map((value, index) => (
      <td key={table.columns[index + 1]!.label} className={className}>
        {valueText(value, kindOf(index + 1))}
      </td>
    ));
  return (
    <>
      <NumbersTable id={table.id} caption={table.caption}>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={index === 0 ? cellStyles.head : `${cellStyles.head} text-right`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              <th scope="row" className={cellStyles.row}>
                {valueText(row[0] ?? null, "text")}
              </th>
              {cells(row, cellStyles.number)}
            </tr>
          ))}
        </tbody>
        {table.total && (
          <tfoot>
            <tr>
              <th scope="row" className={cellStyles.total}>
                {valueText(table.total[0] ?? null, "text")}
              </th>
              {cells(table.total, `${cellStyles.total} text-right`)}
            </tr>
          </tfoot>
        )}
      </NumbersTable>
      <p className="mt-1 text-sm">
        <a
          href={overviewCsvPath(table.id, period)}
          download
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Download as CSV<span className="sr-only"> for {table.caption}</span>
        </a>
      </p>
    </>
  );
}
