import { redirect } from "react-router";

import { requireUser } from "#app/wiring/require-user.server.ts";
import { audit } from "#app/inbox/team/audit.server.ts";
import { listExportDetail, personExportDetail } from "#app/inbox/team/audit-words.ts";
import { CSV_CONTENT_TYPE, leadsCsv } from "#app/inbox/leads/csv.server.ts";
import { filterFor } from "#app/inbox/leads/lead-filter.ts";
import { personCsv, personLeadCount } from "#app/inbox/leads/person-data.server.ts";
import { namesPerson, personKeyOf } from "#app/inbox/leads/person-key.ts";
import { isOwner } from "#app/inbox/accounts/roles.ts";
import { addressWithoutWords, readSearchAddress } from "#app/inbox/leads/search-address.server.ts";

import type { Route } from "./+types/admin-leads-csv";

/** A refusal in words. */
const refusal = (text: string, status: number) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * GET /admin/leads.csv: the list's current filter (or, with a person's search and `shownAt`, as
 * the page of a person's data names them, that person's leads up to then) as CSV, streamed a
 * thousand rows at a time; owners only. Each export is in the audit log. A search, the list's
 * or the person's, comes by its id (`q`, app/inbox/leads/saved-search.ts), never in words.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, sessionId } = await requireUser(request, context);
  if (!isOwner(user)) return refusal("Only an owner of the inbox can export leads as CSV.", 403);
  const url = new URL(request.url);
  const now = new Date();
  // An old link's words are kept on the server first, and the browser sent on without them.
  const withoutWords = await addressWithoutWords(db, sessionId, url);
  if (withoutWords) throw redirect(withoutWords);
  const address = await readSearchAddress(db, sessionId, url.searchParams, now);
  if (address.gone) {
    return refusal("That search has ended: search again, then export.", 410);
  }
  const params = address.params;
  const stamp = now.toISOString().slice(0, 10);
  let body: ReadableStream<Uint8Array>;
  if (namesPerson(params)) {
    const person = personKeyOf(params, now);
    if (!person.ok) return refusal(person.error, 400);
    const count = await personLeadCount(db, person.key);
    await audit(db, user.email, "export", personExportDetail(count));
    body = personCsv(db, person.key);
  } else {
    // What is really exported: the filter as the export reads it (an unknown status or a
    // malformed day in the address is ignored by both), not the address as it was typed.
    const filter = filterFor(params, user.id, now);
    await audit(db, user.email, "export", listExportDetail(filter));
    body = leadsCsv(db, filter);
  }
  return new Response(body, {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="leads-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
