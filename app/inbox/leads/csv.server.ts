import { and, asc, eq, inArray, type SQL } from "drizzle-orm";

import { STATUS_LABELS } from "#app/db/lead-status.ts";
import { leadEvents, leads, type Lead } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { internationalNumber } from "#app/lib/phone-number.ts";
import { sourceOf } from "#app/site/lead-sources.ts";
import {
  ATTRIBUTION_KEYS,
  ATTRIBUTION_LABELS,
  attributionText,
  FIELD_LABELS,
  QUOTE_FIELDS,
  type AttributionKey,
  type QuoteField,
} from "#app/site/quote-fields.ts";
import { ENGLISH_NAMES, siteLanguage } from "#app/site/site-languages.ts";

import {
  keysetAt,
  leadFilterWhere,
  newestFirst,
  olderThan,
  type Keyset,
  type LeadFilter,
} from "./lead-list.server.ts";
import { IST_OFFSET_MS } from "#app/site/india-time.ts";

/*
 * The leads as a spreadsheet the owner opens in Excel or Google Sheets, in the words the inbox
 * shows (statuses as "Quote sent"), with their notes. Streamed in keyset batches, two queries
 * per batch (the leads, then their notes) and only when the download asks for more, so
 * exporting 100,000 leads holds one batch in memory, and no transaction stays open while a
 * slow connection downloads (on the embedded store it would hold up every lead being sent
 * meanwhile).
 */

/** Leads read per batch. */
export const CSV_BATCH_SIZE = 1000;

/** The download's Content-Type. */
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** What to export: the list's filter, or the leads a condition finds (a person's data). */
export type CsvFilter = LeadFilter | { where: SQL };

/** A lead as the export writes it: its row, and its notes in one cell (notesCell). */
type CsvLead = { lead: Lead; notes: string | null };

/** One column: its header and its cell of a lead. */
type Column = [header: string, cell: (row: CsvLead) => string | null];

/** The moment as a person in Pune reads it: `YYYY-MM-DD HH:mm`, IST (UTC+05:30, no DST). */
export function istDateTime(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** An answer's column: its label from the quote's contract, the answer as sent. */
const answer = (field: QuoteField): Column => [FIELD_LABELS[field], ({ lead }) => lead[field]];

/** A recorded part of the visit's column: its label from the contract, the value as stored. */
const recorded = (key: AttributionKey): Column => [
  ATTRIBUTION_LABELS[key],
  ({ lead }) => attributionText(lead, key),
];

/** The parts of the visit the first export had, in its order; the contract added the rest since. */
const FIRST_ATTRIBUTION: readonly AttributionKey[] = [
  "pagePath",
  "landingPage",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
];

/** The columns as spreadsheets have read them since the first export; new ones go last. */
const FIRST_COLUMNS: Column[] = [
  ["Received at (IST)", ({ lead }) => istDateTime(lead.createdAt)],
  answer("name"),
  answer("email"),
  // Every number in one international form (+919876543210, whatever the visitor typed: "98765
  // 43210", "+91 98765-43210", "0091…"): a column one can sort, compare and paste into WhatsApp.
  // Each then begins with "+", which csvCell protects with a "'" like any formula start: the
  // same "'" on every number, so the column stays uniform, and a spreadsheet keeps it as text
  // (a bare 919876543210 would become 9.19877E+11).
  [FIELD_LABELS.whatsapp, ({ lead }) => internationalNumber(lead.whatsapp)],
  answer("service"),
  ["Status", ({ lead }) => STATUS_LABELS[lead.status] ?? lead.status],
  answer("message"),
  ["Notes", ({ notes }) => notes],
  ...FIRST_ATTRIBUTION.map(recorded),
  // Last, so that the columns a spreadsheet already reads stay where they were.
  ["Language", ({ lead }) => ENGLISH_NAMES[siteLanguage(lead.language)]],
  // Where the visit came from, named as every page of the inbox names it (decision 042).
  ["Source", ({ lead }) => sourceOf(lead).name],
];

/**
 * The first columns, then each part of the visit the contract records since (Device), then each
 * answer it added since, each in its order, as stored.
 */
const COLUMNS: Column[] = [
  ...FIRST_COLUMNS,
  ...ATTRIBUTION_KEYS.filter((key) => !FIRST_ATTRIBUTION.includes(key)).map(recorded),
  ...QUOTE_FIELDS.filter(
    (field) => !FIRST_COLUMNS.some(([header]) => header === FIELD_LABELS[field]),
  ).map(answer),
];

/**
 * The notes of these leads, each lead's in one cell, oldest first, one per line:
 * `2026-11-23 14:05 IST, owner@example.in: Called; wants a quote.` One query for the whole
 * batch (lead_events_lead_idx), never one per lead.
 */
async function notesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const cells = new Map<string, string>();
  if (ids.length === 0) return cells;
  const notes = await db
    .select({
      leadId: leadEvents.leadId,
      at: leadEvents.at,
      actor: leadEvents.actor,
      note: leadEvents.note,
    })
    .from(leadEvents)
    .where(and(eq(leadEvents.kind, "note"), inArray(leadEvents.leadId, ids)))
    .orderBy(asc(leadEvents.leadId), asc(leadEvents.at), asc(leadEvents.id));
  for (const { leadId, at, actor, note } of notes) {
    const line = `${istDateTime(at)} IST, ${actor}: ${note ?? ""}`;
    const before = cells.get(leadId);
    cells.set(leadId, before === undefined ? line : `${before}\n${line}`);
  }
  return cells;
}

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
  return "where" in filter ? filter.where : leadFilterWhere(filter);
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
        const ids = rows.map(({ lead }) => lead.id);
        const notes = await notesOf(db, ids);
        let text = started ? "" : BOM + csvRow(COLUMNS.map(([header]) => header));
        started = true;
        for (const { lead } of rows) {
          const row = { lead, notes: notes.get(lead.id) ?? null };
          text += csvRow(COLUMNS.map(([, cell]) => cell(row)));
        }
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
