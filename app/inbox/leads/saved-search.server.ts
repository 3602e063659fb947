import { randomBytes } from "node:crypto";

import { and, eq, gt, lte } from "drizzle-orm";

import { savedSearches } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { SAVED_SEARCH_HOURS, type SavedSearch } from "./saved-search.ts";

/*
 * What an inbox page was asked to find (a search of the leads, a person looked up), kept on the
 * server so that no address holds a person's name, email or number (issue 55, ASVS 14.2.1):
 * the access log, the browser's history and a proxy see only a random id, `?q=…`. The page's
 * form posts what was typed; the server keeps it and sends the browser to the id's address,
 * where paging, filters, reload, back and forward and the CSV work as they did with the words
 * in the address. The id is worth nothing to another session, and nothing after some hours.
 */

const LIFETIME_MS = SAVED_SEARCH_HOURS * 60 * 60 * 1000;

/** An id's shape: 16 random bytes in base64url. Anything else is not looked up. */
const ID = /^[A-Za-z0-9_-]{22}$/;

/** Keeps what was asked for this session and gives its id. Expired rows go at the same time. */
export async function saveSearch(
  db: Db,
  sessionId: string,
  asked: SavedSearch,
  now = new Date(),
): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  // Swept here rather than on a timer, as sessions are: the table holds only live searches.
  await db.delete(savedSearches).where(lte(savedSearches.expiresAt, now));
  await db.insert(savedSearches).values({
    id,
    sessionId,
    search: asked.search ?? null,
    email: asked.email ?? null,
    phone: asked.phone ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  });
  return id;
}

/** What the id stands for, for this session and while it lasts; undefined otherwise. */
export async function readSearch(
  db: Db,
  sessionId: string,
  id: string | null,
  now = new Date(),
): Promise<SavedSearch | undefined> {
  if (!id || !ID.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.id, id),
        eq(savedSearches.sessionId, sessionId),
        gt(savedSearches.expiresAt, now),
      ),
    );
  if (!row) return undefined;
  return {
    ...(row.search ? { search: row.search } : {}),
    ...(row.email ? { email: row.email } : {}),
    ...(row.phone ? { phone: row.phone } : {}),
  };
}

/**
 * Forgets every kept search, whoever made it: after an erasure, since any of them may name the
 * person erased. A search open in another tab then asks to be made again.
 */
export async function forgetSearches(db: Pick<Db, "delete">): Promise<void> {
  await db.delete(savedSearches);
}
