import { requireUser } from "#app/wiring/require-user.server.ts";
import { isPublicPage } from "#app/wiring/public-pages.server.ts";
import { audit } from "#app/inbox/team/audit.server.ts";
import { overviewExportDetail } from "#app/inbox/team/audit-words.ts";
import { CSV_CONTENT_TYPE } from "#app/inbox/leads/csv.server.ts";
import { overviewCsv } from "#app/inbox/overview/overview-csv.server.ts";
import { TABLE_PARAM } from "#app/inbox/overview/overview-csv-path.ts";
import { PERIOD_PARAM, readPeriod } from "#app/inbox/overview/overview-period.ts";
import { OVERVIEW_TABLE_IDS, overviewTables } from "#app/inbox/overview/overview-tables.ts";
import { readOverview } from "#app/inbox/overview/read-overview.server.ts";

import type { Route } from "./+types/admin-overview-csv";

/**
 * GET /admin/overview.csv?table=sources&period=30d: one of the overview's tables for a period,
 * as the page shows it, to open in a spreadsheet. Every account may download them, as every
 * account sees the overview: they hold counts and names of pages, sources and campaigns, and
 * nobody's personal data (docs/decisions/044-owners-picture.md). Each download is in the
 * audit log, as the leads' are.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db } = await requireUser(request, context);
  const url = new URL(request.url);
  const table = OVERVIEW_TABLE_IDS.find((id) => id === url.searchParams.get(TABLE_PARAM));
  if (!table) {
    return new Response(`Name a table: ${OVERVIEW_TABLE_IDS.join(", ")}.`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const period = readPeriod(url.searchParams.get(PERIOD_PARAM));
  const now = new Date();
  const overview = await readOverview(db, now, { period, isPublicPage });
  await audit(db, user.email, "export", overviewExportDetail(table, period));
  return new Response(overviewCsv(overviewTables(overview)[table]), {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="overview-${table}-${period}-${overview.period.today}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
