import { csvCell } from "#app/inbox/leads/csv.server.ts";

import { type OverviewTable, valueCell } from "./overview-tables.ts";

/*
 * An overview table as a download (issue 57): the rows the page shows, with the same headers,
 * in the leads' CSV's form (a byte order mark for Excel, RFC 4180 quoting, CRLF), and every
 * cell that could start a formula neutralised, since a campaign's or a host's name is typed by
 * whoever made the link.
 */

const BOM = "\uFEFF";

/** The table as CSV text, its totals' row last. */
export function overviewCsv(table: OverviewTable): string {
  const line = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;
  const rows = table.total ? [...table.rows, table.total] : table.rows;
  return (
    BOM +
    line(table.columns.map((column) => column.label)) +
    rows
      .map((row) => line(row.map((value, index) => valueCell(value, table.columns[index]!.kind))))
      .join("")
  );
}
