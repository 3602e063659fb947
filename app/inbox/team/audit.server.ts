import { randomUUID } from "node:crypto";

import { auditLog } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

/**
 * Adds an entry to the audit log: who (an account's email, "command line", or null for the
 * server itself or an unknown person), what ("sign-in", "user-added", …) and, optionally, a
 * detail. Never a password, and never a visitor's personal data (schema.server.ts).
 * Takes a transaction too, so that an entry is written with the change it records.
 */
export async function audit(
  db: Pick<Db, "insert">,
  actor: string | null,
  action: string,
  detail?: string,
): Promise<void> {
  await db.insert(auditLog).values({ id: randomUUID(), actor, action, detail: detail ?? null });
}
