import { eq } from "drizzle-orm";

import { leads } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { audit } from "#app/inbox/team/audit.server.ts";
import { recordEvent } from "./follow-up.server.ts";
import { isLeadId } from "./lead-id.ts";

/*
 * What a won lead's work is worth, in whole rupees (parsed by won-value.ts): entered on the
 * lead's page once it is Won, edited while it stays Won, and cleared when it leaves Won
 * (changeStatus), since the value is the won work's and a lead no longer won has none. Each
 * change is in the lead's history with the old and the new value; the audit log records only
 * that a lead's value changed, by the lead's id, as it does every change to a lead.
 */

export type WonValueResult = "set" | "cleared" | "unchanged" | "not-won" | "not-found";

export async function setWonValue(
  db: Db,
  { leadId, actor, value }: { leadId: string; actor: string; value: number | null },
): Promise<WonValueResult> {
  if (!isLeadId(leadId)) return "not-found";
  return db.transaction(async (tx) => {
    // FOR UPDATE: a status change at the same moment cannot leave a value on a lead not won.
    const [lead] = await tx
      .select({ status: leads.status, wonValue: leads.wonValue })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return "not-found";
    if (lead.status !== "won") return "not-won";
    if (lead.wonValue === value) return "unchanged";
    await tx.update(leads).set({ wonValue: value }).where(eq(leads.id, leadId));
    await recordEvent(tx, {
      leadId,
      actor,
      kind: "won-value",
      detail: { from: rupeesText(lead.wonValue), to: rupeesText(value) },
    });
    await audit(tx, actor, "won-value", `lead ${leadId}`);
    return value === null ? "cleared" : "set";
  });
}

/** A value as a history entry's detail keeps it (details are text). */
export const rupeesText = (value: number | null) => (value === null ? null : String(value));
