import { and, inArray, type SQL } from "drizzle-orm";

import { leads, type Lead } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import {
  keysetAt,
  leadFilterWhere,
  newestFirst,
  olderThan,
  type Keyset,
  type LeadFilter,
} from "./lead-list.server.ts";

/*
 * The leads as a spreadsheet the owner opens in Excel or Google Sheets. Streamed in keyset
 * batches, one query per batch and only when the download asks for more, so exporting 100,000
 * leads holds one batch in memory, and no transaction stays open while a slow connection
 * downloads (on the embedded store it would hold up every lead being sent meanwhile).
 */

/** Leads read per query. */
export const CSV_BATCH_SIZE = 1000;

/** The download's Content-Type. */
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** What to export: the list's filter, or given leads (a person's data, by id). */
export type CsvFilter = LeadFilter | { ids: readonly string[] };

/** One column: its header and its cell of a lead. */
type Column = [header: string, cell: (lead: Lead) => string | null];

/** The moment as a person in Pune reads it: `YYYY-MM-DD HH:mm`, IST (UTC+05:30, no DST). */
export function istDateTime(date: Date): string {
  return new Date(date.getTime() + 5.5 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 16)
    .replace("T", " ");
}

const COLUMNS: Column[] = [
  ["Received at (IST)", (lead) => istDateTime(lead.createdAt)],
  ["Name", (lead) => lead.name],
  ["Email", (lead) => lead.email],
  ["WhatsApp", (lead) => lead.whatsapp],
  ["Service", (lead) => lead.service],
  ["Status", (lead) => lead.status],
  ["Message", (lead) => lead.message],
  ["Page", (lead) => lead.pagePath],
  ["Landing page", (lead) => lead.landingPage],
  ["Referrer", (lead) => lead.referrer],
  ["utm_source", (lead) => lead.utmSource],
  ["utm_medium", (lead) => lead.utmMedium],
  ["utm_campaign", (lead) => lead.utmCampaign],
  ["utm_term", (lead) => lead.utmTerm],
  ["utm_content", (lead) => lead.utmContent],
];

/** A spreadsheet takes a cell beginning with one of these as a formula (or may). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, its quotes
 * doubled. A visitor's text beginning like a formula (`=HYPERLINK(…)`, `+91…`, `-`, `@`) gets
 * a `'` in front, so the spreadsheet shows it as text instead of running it.
 */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 ends every record with CRLF. */
const csvRow = (cells: (string | null)[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** Excel reads a CSV as UTF-8 (अनन्या, not à¤…à¤¨…) only when it begins with a byte order mark. */
const BOM = "\uFEFF";

function whereOf(filter: CsvFilter): SQL | undefined {
  // No ids is no leads (drizzle writes `false` for an empty list).
  if ("ids" in filter) return inArray(leads.id, [...filter.ids]);
  return leadFilterWhere(filter);
}

export type CsvOptions = {
  /** Leads per query (tests use a small one). */
  batchSize?: number;
};

/**
 * The matching leads as CSV (UTF-8 with a BOM, a header row, newest first), read a batch at a
 * time as the stream is read. Nothing is read before the first pull; cancelling stops it.
 */
export function leadsCsv(
  db: Db,
  filter: CsvFilter,
  { batchSize = CSV_BATCH_SIZE }: CsvOptions = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = whereOf(filter);
  let after: Keyset | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const rows = await db
          .select({ lead: leads, keysetAt })
          .from(leads)
          .where(and(where, after && olderThan(after)))
          .orderBy(...newestFirst)
          .limit(batchSize);
        let text = started ? "" : BOM + csvRow(COLUMNS.map(([header]) => header));
        started = true;
        for (const { lead } of rows) text += csvRow(COLUMNS.map(([, cell]) => cell(lead)));
        if (text) controller.enqueue(encoder.encode(text));
        const last = rows.at(-1);
        if (rows.length < batchSize || !last) controller.close();
        else after = { at: last.keysetAt, id: last.lead.id };
      },
    },
    // No read-ahead: the next batch is read when the download has taken this one.
    { highWaterMark: 0 },
  );
}
