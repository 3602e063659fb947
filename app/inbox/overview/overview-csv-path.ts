import { adminPages } from "#app/pages/admin-pages.ts";

import { PERIOD_PARAM, type PeriodKey } from "./overview-period.ts";
import type { OverviewTableId } from "./overview-tables.ts";

/** The parameter naming which of the overview's tables to download. */
export const TABLE_PARAM = "table";

/** The address of one overview table's download for a period: `/admin/overview.csv?…`. */
export function overviewCsvPath(table: OverviewTableId, period: PeriodKey): string {
  const params = new URLSearchParams({ [TABLE_PARAM]: table, [PERIOD_PARAM]: period });
  return `${adminPages.adminOverviewCsv.path}?${params}`;
}
