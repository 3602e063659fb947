import { visitEvents } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

/*
 * Page views as the counter writes them, stored directly: for tests of what is read from them
 * (before and after their day is rolled up), here and in the inbox's summary.
 */

export type PageViewRow = typeof visitEvents.$inferInsert;

/** A page view on `day`: the home page in English on a phone, no source, unless told. */
export function pageView(
  day: string,
  fields: Partial<Omit<PageViewRow, "id" | "day">> = {},
): PageViewRow {
  return {
    day,
    page: "/",
    language: "en",
    starts: false,
    visitor: "visitor-1",
    device: "phone",
    ...fields,
  };
}

/** Stores `views` as written page views. */
export async function storePageViews(db: Db, views: PageViewRow[]): Promise<void> {
  if (views.length) await db.insert(visitEvents).values(views);
}
