import { inArray, sql } from "drizzle-orm";

import { auditLog, leads } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { auditWords } from "./audit-words.ts";

/** The newest entries the audit page shows. */
export const AUDIT_SHOWN = 200;

/** An entry as the audit page shows it. */
export type AuditLine = {
  id: string;
  at: Date;
  /** The account, or null for the server itself. */
  actor: string | null;
  /** What happened, in words (audit-words.ts). */
  text: string;
  /** The lead it is about: its name, or null when it has been erased since. */
  lead?: { id: string; name: string | null };
};

/** The names of these leads, by id; an erased lead is not in it. One query. */
async function leadNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: leads.id, name: leads.name })
    .from(leads)
    .where(inArray(leads.id, ids));
  return new Map(rows.map(({ id, name }) => [id, name]));
}

/**
 * The newest entries of the audit log in words, each lead they name with its name. The log
 * keeps only ids (never a visitor's personal data); the names are read here, for staff who
 * are signed in, in one query for the whole page.
 */
export async function readAuditLog(db: Db, limit: number = AUDIT_SHOWN): Promise<AuditLine[]> {
  const entries = await db
    .select()
    .from(auditLog)
    .orderBy(sql`${auditLog.at} desc nulls last`)
    .limit(limit);
  const lines = entries.map(({ id, at, actor, action, detail }) => ({
    id,
    at,
    actor,
    ...auditWords(action, detail),
  }));
  const names = await leadNames(db, [
    ...new Set(lines.flatMap(({ leadId }) => (leadId ? [leadId] : []))),
  ]);
  return lines.map(({ leadId, ...line }) =>
    leadId ? { ...line, lead: { id: leadId, name: names.get(leadId) ?? null } } : line,
  );
}
