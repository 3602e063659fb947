import { requireUser } from "#app/inbox/guard.server.ts";
import { audit } from "#app/inbox/audit.server.ts";
import { listExportDetail, personExportDetail } from "#app/inbox/audit-words.ts";
import { CSV_CONTENT_TYPE, leadsCsv } from "#app/inbox/csv.server.ts";
import { filterFor } from "#app/inbox/lead-filter.ts";
import { personCsv } from "#app/inbox/person-data.server.ts";
import { isOwner } from "#app/inbox/roles.ts";

import type { Route } from "./+types/admin-leads-csv";

/**
 * GET /admin/leads.csv: the list's current filter (or, with `ids`, one person's leads) as CSV,
 * streamed a thousand rows at a time; owners only. Each export is in the audit log.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db } = await requireUser(request, context);
  if (!isOwner(user)) {
    return new Response("Only an owner of the inbox can export leads as CSV.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const params = new URL(request.url).searchParams;
  const ids = params.getAll("id");
  const stamp = new Date().toISOString().slice(0, 10);
  // What is really exported: the filter as the export reads it (an unknown status or a
  // malformed day in the address is ignored by both), not the address as it was typed.
  const filter = filterFor(params, user.id, new Date());
  await audit(
    db,
    user.email,
    "export",
    ids.length ? personExportDetail(ids.length) : listExportDetail(filter),
  );
  const body = ids.length ? personCsv(db, ids) : leadsCsv(db, filter);
  return new Response(body, {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="leads-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
