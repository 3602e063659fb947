import { eq } from "drizzle-orm";

import { leads } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { isLeadId } from "./lead-id.ts";

/**
 * Runs `change` in a transaction that holds the lead locked (FOR UPDATE), so an erasure in
 * between cannot leave a note, a reply or an event without its lead. Undefined when there is
 * no such lead (or the id could be none).
 */
export async function withLockedLead<T>(
  db: Db,
  leadId: string,
  change: (tx: Db) => Promise<T>,
): Promise<T | undefined> {
  if (!isLeadId(leadId)) return undefined;
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return undefined;
    return change(tx as unknown as Db);
  });
}
