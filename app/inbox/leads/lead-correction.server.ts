import { eq } from "drizzle-orm";

import { leads } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { checkQuote, type QuoteCheck, type QuoteErrors } from "#app/quote/quote-schema.ts";
import { byField, QUOTE_FIELDS, type Quote } from "#app/site/quote-fields.ts";
import { FORM_SERVICES } from "#app/site/service-lists.ts";

import { audit } from "#app/inbox/team/audit.server.ts";
import { recordEvent } from "./follow-up.server.ts";
import { isLeadId } from "./lead-id.ts";

/*
 * Correcting what a visitor sent (the privacy notice promises them the right to have their
 * data corrected): the same rules as the form, so a corrected lead is one the form could have
 * sent. The history keeps each changed field's old and new value, so a mistaken correction can
 * be undone by hand; the audit log, which never holds personal data, names the fields only.
 */

export type CorrectionResult =
  | { kind: "corrected"; fields: (keyof Quote)[] }
  | { kind: "unchanged" }
  | { kind: "invalid"; errors: QuoteErrors }
  | { kind: "not-found" };

/**
 * The corrected answers by the form's rules, except that the service the lead already holds
 * passes although the form no longer offers it: a lead sent for a retired service can still have
 * its name or number put right without its service being changed (the inbox's select shows it).
 */
function checkCorrection(values: Record<string, unknown>, heldService: string): QuoteCheck {
  const keepsRetired =
    values.service === heldService && !(FORM_SERVICES as readonly string[]).includes(heldService);
  const checked = checkQuote(
    byField((field) => (field === "service" && keepsRetired ? FORM_SERVICES[0] : values[field])),
  );
  return checked.ok && keepsRetired
    ? { ok: true, quote: { ...checked.quote, service: heldService } }
    : checked;
}

export async function correctLead(
  db: Db,
  { leadId, actor, values }: { leadId: string; actor: string; values: Record<string, unknown> },
): Promise<CorrectionResult> {
  if (!isLeadId(leadId)) return { kind: "not-found" };
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return { kind: "not-found" } as const;
    const checked = checkCorrection(values, lead.service);
    if (!checked.ok) return { kind: "invalid", errors: checked.errors } as const;
    const quote = checked.quote;
    const changed = QUOTE_FIELDS.filter((field) => lead[field] !== quote[field]);
    if (changed.length === 0) return { kind: "unchanged" } as const;
    await tx
      .update(leads)
      .set(Object.fromEntries(changed.map((field) => [field, quote[field]])))
      .where(eq(leads.id, leadId));
    const detail: Record<string, string> = {};
    for (const field of changed) {
      detail[`${field}.from`] = lead[field];
      detail[`${field}.to`] = quote[field];
    }
    await recordEvent(tx as unknown as Db, { leadId, actor, kind: "correction", detail });
    await audit(tx, actor, "correction", `lead ${leadId}: ${changed.join(", ")}`);
    return { kind: "corrected", fields: changed } as const;
  });
}
