import { createHmac, createSecretKey, type KeyObject, randomBytes } from "node:crypto";

import { eq, lt, sql } from "drizzle-orm";

import { visitSalts } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { addressKey } from "#app/lib/address-key.server.ts";
import { istDay } from "#app/site/india-time.ts";

/*
 * Who a page view is, as far as one day goes (docs/decisions/043-visits-counted.md): a one-way
 * hash of the day's salt, the address's limit key and the user agent. The salt is one per day in
 * India, kept in the store so that every server on it hashes a person alike; days before today
 * lose theirs, and a day's salt is never made again once a later day has one. The address and
 * the user agent go into the hash and nowhere else.
 */

/** The hash's length: 128 bits, as base64url. */
const VISITOR_LENGTH = 22;

/**
 * The salt of `day`, made if it has none; undefined once a later day has one (a server whose
 * clock lags must not make a deleted day's salt again). Every salt before `day` is deleted.
 */
async function saltOf(db: Db, day: string): Promise<KeyObject | undefined> {
  await db.delete(visitSalts).where(lt(visitSalts.day, day));
  const fresh = randomBytes(32).toString("base64url");
  await db.execute(
    sql`insert into visit_salts (day, salt)
      select ${day}::date, ${fresh}
      where not exists (select 1 from visit_salts where day > ${day}::date)
      on conflict (day) do nothing`,
  );
  const [row] = await db
    .select({ salt: visitSalts.salt })
    .from(visitSalts)
    .where(eq(visitSalts.day, day));
  return row && createSecretKey(Buffer.from(row.salt, "base64url"));
}

export type VisitorHasher = (
  address: string,
  userAgent: string,
  at: Date,
) => Promise<{ day: string; visitor: string } | undefined>;

/** Hashes visitors with the salts of `db`, each day's read once per process. */
export function visitorHasher(db: Db): VisitorHasher {
  let kept: { day: string; salt: Promise<KeyObject | undefined> } | undefined;
  return async (address, userAgent, at) => {
    const day = istDay(at);
    if (kept?.day !== day) {
      const salt = saltOf(db, day);
      kept = { day, salt };
      // A store that failed is asked again by the next page view, not remembered as failed.
      salt.catch(() => {
        if (kept?.salt === salt) kept = undefined;
      });
    }
    const salt = await kept.salt;
    if (!salt) return undefined;
    const visitor = createHmac("sha256", salt)
      .update(`${addressKey(address)}\0${userAgent}`)
      .digest("base64url")
      .slice(0, VISITOR_LENGTH);
    return { day, visitor };
  };
}
