import { and, eq, lt, ne, or } from "drizzle-orm";

import { leads } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { DAY_MS } from "#app/site/india-time.ts";

/** How long leads are kept (the site config's privacy section, stated on /privacy). */
export type Retention = { leadMonths: number; spamDays: number };

/** The moment before which a lead (or spam) is deleted. */
export function retentionCutoffs(now: Date, { leadMonths, spamDays }: Retention) {
  const leadsBefore = new Date(now);
  leadsBefore.setUTCMonth(leadsBefore.getUTCMonth() - leadMonths);
  const spamBefore = new Date(now.getTime() - spamDays * DAY_MS);
  return { leadsBefore, spamBefore };
}

/**
 * Deletes leads past their retention, spam sooner; their notifications go with them (the
 * outbox's foreign key cascades). Returns how many were deleted.
 */
export async function purgeExpired(db: Db, retention: Retention, now = new Date()) {
  const { leadsBefore, spamBefore } = retentionCutoffs(now, retention);
  const deleted = await db
    .delete(leads)
    .where(
      or(
        and(ne(leads.status, "spam"), lt(leads.createdAt, leadsBefore)),
        and(eq(leads.status, "spam"), lt(leads.createdAt, spamBefore)),
      ),
    )
    .returning({ id: leads.id });
  return deleted.length;
}

/** The retention runs at start and then this often. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;
