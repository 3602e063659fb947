// What an owner's work leaves in a store of seeded leads (seed-leads.ts, which assigns half of
// them to the owner's account), so that bench:inbox measures the pages as a signed-in owner
// sees them: the owner's account, and a history and an audit log of the last 90 days' answers.
// Safe to run again on a store it prepared before (one reused between runs): the account gets
// a new password, the rest is written once. Inserts only, like the seed: the embedded store is
// never vacuumed, and rows rewritten in bulk would stay behind as dead rows that its scans read.
import { randomBytes } from "node:crypto";

import { desc, eq, notLike, sql } from "drizzle-orm";

import { addUser, findAccount, resetPassword } from "#app/inbox/index.server.ts";
import { auditLog, leadEvents, leads } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

export type BenchOwner = { id: string; email: string; password: string };

/** The lead whose page is timed, and how a person's data page would look its sender up. */
export type BenchLead = { id: string; email: string; whatsapp: string };

const OWNER_EMAIL = "owner@example.in";
/** The answers that leave a history behind them: a status change each, recorded twice. */
const HISTORY_DAYS = 90;

/** The owner's account, with a password made for this run (none is kept in the repository). */
export async function ownerAccount(db: Db): Promise<BenchOwner> {
  const password = `pw-${randomBytes(18).toString("base64url")}`;
  const existing = await findAccount(db, OWNER_EMAIL);
  if (existing) {
    await resetPassword(db, OWNER_EMAIL, password);
    return { id: existing.id, email: OWNER_EMAIL, password };
  }
  const added = await addUser(db, OWNER_EMAIL, password);
  return { id: added.id, email: OWNER_EMAIL, password };
}

/**
 * Each lead of the last HISTORY_DAYS days that was answered: its move out of New in its
 * history and in the audit log, at its first response, as changeStatus records it.
 */
async function recordAnswers(db: Db, owner: BenchOwner) {
  const [recorded] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.action, "status-change"))
    .limit(1);
  if (recorded) return;
  const answered = sql`from ${leads}
    where ${leads.firstResponseAt} is not null and ${leads.status} not in ('new', 'spam')
      and ${leads.createdAt} > now() - make_interval(days => ${HISTORY_DAYS})`;
  await db.execute(sql`insert into ${leadEvents} (id, lead_id, at, actor, kind, from_status, to_status)
    select gen_random_uuid(), ${leads.id}, ${leads.firstResponseAt}, ${owner.email}, 'status', 'new', ${leads.status} ${answered}`);
  await db.execute(sql`insert into ${auditLog} (id, at, actor, action, detail)
    select gen_random_uuid(), ${leads.firstResponseAt}, ${owner.email}, 'status-change',
      'lead ' || ${leads.id} || ': new → ' || ${leads.status} ${answered}`);
}

/** The history and audit log (see the top of the file); the lead to open. */
export async function seedOwnerWork(db: Db, owner: BenchOwner): Promise<BenchLead> {
  await recordAnswers(db, owner);
  // The lead most recently worked on: the one an owner opens next. One with a personal
  // address: the seed's business addresses (info@…) are each shared by some 1,500 leads, a
  // person's data no one asks for.
  const [lead] = await db
    .select({ id: leads.id, email: leads.email, whatsapp: leads.whatsapp })
    .from(leadEvents)
    .innerJoin(leads, eq(leads.id, leadEvents.leadId))
    .where(notLike(leads.email, "info@%"))
    .orderBy(desc(leadEvents.at))
    .limit(1);
  if (!lead) throw new Error("No lead has a history: is the store seeded?");
  return lead;
}
