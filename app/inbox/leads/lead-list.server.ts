import { and, desc, eq, gte, lt, lte, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { sourceOf, type Source } from "#app/site/lead-sources.ts";
import { SEARCHED_FIELDS } from "#app/site/quote-fields.ts";
import { leads, type Lead, type LeadStatus } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { messagePreview, PREVIEW_CHARS } from "./message-preview.ts";
import { DAY_MS, IST_OFFSET, IST_OFFSET_MS } from "#app/site/india-time.ts";

/*
 * The inbox's list of leads: newest first, filtered, and paged by keyset (the last row's
 * received-at and id), so page 400 costs what page 1 costs and a lead arriving while the owner
 * pages does not shift the rows under them. A list walks leads_created_at_idx (or
 * leads_status_created_at_idx) and stops after a page. A search looks through the newest
 * leads first, then, if they hold less than a page, asks the trigram index on the search text
 * (app/db/migrations/0002_search.sql): see listLeads.
 */

/** Rows on a page unless asked otherwise, and the most a page may hold. */
export const PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/**
 * "inbox" is every lead but spam; "spam" is spam alone; "mine" the leads assigned to the
 * signed-in account; "due" the follow-ups due today or overdue (listed by listDue).
 */
export type LeadTab = "inbox" | "due" | "mine" | "spam";

/** What the owner narrowed the list to; the CSV export takes the same. */
export type LeadFilter = {
  tab: LeadTab;
  /** The signed-in account, for the "mine" tab (set by the loader, never from the address). */
  assigneeId?: string;
  /** For the "due" tab: next steps before this moment (the end of today in India). */
  dueBefore?: Date;
  status?: LeadStatus;
  service?: string;
  /** First day shown, `YYYY-MM-DD`, a day in India (from 00:00 IST). */
  from?: string;
  /** Last day shown, `YYYY-MM-DD`, a day in India (through 23:59:59 IST). */
  to?: string;
  /** Part of the name, email, WhatsApp number or message, in any case. */
  search?: string;
};

export type PageRequest = {
  /** The `nextCursor` of the page before; none for the first page. */
  cursor?: string;
  /** Rows wanted: PAGE_SIZE by default, at most MAX_PAGE_SIZE. */
  size?: number;
};

/**
 * What a row of the list shows: who, about what, where they came from (the utm tags or the
 * referrer), the start of the message, and the number its WhatsApp link opens.
 */
export type LeadSummary = Pick<
  Lead,
  | "id"
  | "createdAt"
  | "name"
  | "service"
  | "status"
  | "whatsapp"
  | "referrer"
  | "utmSource"
  | "utmCampaign"
  | "language"
> & {
  /** The message's first words (message-preview.ts). */
  preview: string;
  /** Where it came from, named as every page names it (app/site/lead-sources.ts). */
  source: Source;
};

export type LeadPage = {
  leads: LeadSummary[];
  /** Pass it back for the next page; absent on the last one. */
  nextCursor?: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The moment a day in India (`YYYY-MM-DD`) begins, or undefined for anything else. */
export function istDayStart(day: string): Date | undefined {
  if (!DAY.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00${IST_OFFSET}`);
  if (Number.isNaN(start.getTime())) return undefined;
  // new Date("2026-02-31…") rolls over to March: refuse days that do not exist.
  const back = new Date(start.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  return back === day ? start : undefined;
}

/**
 * Where a lead is searched: one lower-cased text of the four fields a person is found by. It
 * is the expression leads_search_idx is built on (app/db/migrations/0002_search.sql), so that
 * PostgreSQL can answer `searchText ilike …` from that trigram index: change both or neither.
 */
export const searchText = sql`lower(${sql.join(
  SEARCHED_FIELDS.map((field) => leads[field]),
  sql` || ' ' || `,
)})`;

/** `%` and `_` typed in a search are themselves, not wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The search condition: the search text holds `search`, in any case. */
function matching(search: string): SQL {
  return sql`${searchText} ilike ${likePattern(search)}`;
}

/** The WHERE of a filter; days that are not days are ignored (they come from a URL). */
export function leadFilterWhere(filter: LeadFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.tab === "spam" ? eq(leads.status, "spam") : ne(leads.status, "spam"),
    filter.tab === "mine" ? eq(leads.assigneeId, filter.assigneeId ?? sql`null`) : undefined,
    filter.tab === "due"
      ? and(
          lt(leads.nextStepAt, filter.dueBefore ?? new Date(0)),
          notInArray(leads.status, ["won", "lost"]),
        )
      : undefined,
  ];
  if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.service) conditions.push(eq(leads.service, filter.service));
  const from = filter.from ? istDayStart(filter.from) : undefined;
  if (from) conditions.push(gte(leads.createdAt, from));
  const to = filter.to ? istDayStart(filter.to) : undefined;
  // Through the whole last day: before the next day begins.
  if (to) conditions.push(lt(leads.createdAt, new Date(to.getTime() + DAY_MS)));
  const search = filter.search?.trim();
  if (search) conditions.push(matching(search));
  return and(...conditions);
}

/**
 * A row's place in the order. The time is kept to the microsecond, as the database has it (a
 * lead written without an explicit time has microseconds; a JavaScript Date has not), so no
 * lead between two pages is skipped or shown twice.
 */
export type Keyset = { at: string; id: string };

/** Select it beside a row's fields to page after that row. */
export const keysetAt = sql<string>`to_char(
  ${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'
)`;

/**
 * `desc nulls last`, as the indexes are built (drizzle-kit writes DESC NULLS LAST): the
 * columns hold no nulls, but PostgreSQL walks an index for an ORDER BY only when the nulls
 * are placed alike, and plain DESC means NULLS FIRST. With plain DESC, the first page sorted
 * all 100,000 leads (110 ms on the embedded store) instead of reading 26 index entries.
 */
const descNullsLast = (column: PgColumn) => sql`${column} desc nulls last`;

/** The order of the list and the export: newest first, the id breaking ties; index order. */
export const newestFirst = [descNullsLast(leads.createdAt), descNullsLast(leads.id)] as const;

/**
 * The same order, in a form no index provides (plain DESC is NULLS FIRST, see above): for
 * the query that must find its rows through the trigram index and sort the few it finds.
 */
const newestFirstUnindexed = [desc(leads.createdAt), desc(leads.id)] as const;

/**
 * How many of the newest leads a search looks through before it asks the trigram index. A
 * word in many leads ("gmail", a common surname) fills a page from these at once; a rarer one
 * (a full name, a number) is found through the index among all the leads.
 */
export const SEARCH_WINDOW = 2000;

/**
 * The rows after `keyset` in newest-first order. Written as `created_at <= t and (created_at <
 * t or id < i)` rather than a row comparison, so both databases take the first part as the
 * index's range and read no row twice.
 */
export function olderThan({ at, id }: Keyset): SQL {
  const time = sql`${at}::timestamptz`;
  return and(
    lte(leads.createdAt, time),
    or(lt(leads.createdAt, time), lt(leads.id, sql`${id}::uuid`)),
  )!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEYSET_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to the page: base64url of the keyset, so it can sit in a URL as it is. */
export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(`${keyset.at} ${keyset.id}`).toString("base64url");
}

/** The keyset of a cursor, or undefined for one that was not made by encodeCursor. */
export function decodeCursor(cursor: string): Keyset | undefined {
  const [at, id, ...rest] = Buffer.from(cursor, "base64url").toString().split(" ");
  if (rest.length > 0 || !at || !id || !KEYSET_TIME.test(at) || !UUID.test(id)) return undefined;
  return { at, id };
}

/** The columns a row needs, and never the whole message: a row shows its first words. */
export const summaryColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  name: leads.name,
  service: leads.service,
  status: leads.status,
  whatsapp: leads.whatsapp,
  referrer: leads.referrer,
  utmSource: leads.utmSource,
  utmCampaign: leads.utmCampaign,
  language: leads.language,
};

/** One character more than a preview shows, so that the preview knows whether more follows. */
export const messageStart = sql<string>`left(${leads.message}, ${PREVIEW_CHARS + 1})`;

export type SummaryRow = Omit<LeadSummary, "preview" | "source"> & { messageStart: string };
type Row = { lead: SummaryRow; keysetAt: string };

export const summaryOf = ({ messageStart: start, ...lead }: SummaryRow): LeadSummary => ({
  ...lead,
  preview: messagePreview(start),
  source: sourceOf(lead),
});

/** Rows read → the page: one row more than the page says that another follows. */
function pageOf(rows: Row[], size: number): LeadPage {
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return {
    leads: shown.map((row) => summaryOf(row.lead)),
    ...(rows.length > size && last
      ? { nextCursor: encodeCursor({ at: last.keysetAt, id: last.lead.id }) }
      : {}),
  };
}

/**
 * The first `limit` matches of a search among the newest SEARCH_WINDOW leads of `where`, in
 * order: the window is read by index, newest first, and stops there.
 */
async function searchRecent(db: Db, where: SQL | undefined, search: string, limit: number) {
  const recent = db
    .select({
      ...summaryColumns,
      messageStart: messageStart.as("message_start"),
      keysetAt: keysetAt.as("keyset_at"),
      searchText: searchText.as("search_text"),
    })
    .from(leads)
    .where(where)
    .orderBy(...newestFirst)
    .limit(SEARCH_WINDOW)
    .as("recent");
  return db
    .select({
      lead: {
        id: recent.id,
        createdAt: recent.createdAt,
        name: recent.name,
        service: recent.service,
        status: recent.status,
        whatsapp: recent.whatsapp,
        referrer: recent.referrer,
        utmSource: recent.utmSource,
        utmCampaign: recent.utmCampaign,
        language: recent.language,
        messageStart: recent.messageStart,
      },
      keysetAt: recent.keysetAt,
    })
    .from(recent)
    .where(sql`${recent.searchText} ilike ${likePattern(search)}`)
    .orderBy(descNullsLast(recent.createdAt), descNullsLast(recent.id))
    .limit(limit);
}

/**
 * A page of the leads that match `filter`, newest first. A cursor that cannot be read (an
 * edited URL) gives the first page.
 *
 * A search is where the planner guesses worst: walking the time index until a page is found
 * is instant for a common word and reads all 100,000 leads for a rare one (350 ms on the
 * embedded store), and the trigram index is the other way round (200 ms to gather and sort
 * the 48,000 leads that say "gmail"). Neither guess held with or without statistics (the
 * embedded store has no autovacuum to gather them), so the search decides itself: the newest
 * SEARCH_WINDOW leads first (a few ms), and only if they hold less than a page, the matches
 * among all the leads through the trigram index, in an order the time index cannot give.
 */
export async function listLeads(
  db: Db,
  filter: LeadFilter,
  page: PageRequest = {},
): Promise<LeadPage> {
  const size = Math.min(
    Math.max(Math.trunc(page.size ?? PAGE_SIZE) || PAGE_SIZE, 1),
    MAX_PAGE_SIZE,
  );
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const search = filter.search?.trim();
  const where = and(leadFilterWhere({ ...filter, search: undefined }), after && olderThan(after));
  if (!search) {
    const rows = await db
      .select({ lead: { ...summaryColumns, messageStart }, keysetAt })
      .from(leads)
      .where(where)
      .orderBy(...newestFirst)
      .limit(size + 1);
    return pageOf(rows, size);
  }
  const recent = await searchRecent(db, where, search, size + 1);
  if (recent.length > size) return pageOf(recent, size);
  const rows = await db
    .select({ lead: { ...summaryColumns, messageStart }, keysetAt })
    .from(leads)
    .where(and(where, matching(search)))
    .orderBy(...newestFirstUnindexed)
    .limit(size + 1);
  return pageOf(rows, size);
}
