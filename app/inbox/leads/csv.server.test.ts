// @vitest-environment node

import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { leadEvents, leads, type NewLead } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { describeStores, testLead } from "#app/db/test-stores.test-helpers.ts";

import { CSV_BATCH_SIZE, csvCell, istDateTime, leadsCsv } from "./csv.server.ts";

const lead = (overrides: Partial<NewLead> = {}) =>
  testLead({ whatsapp: "98765 43210", message: "A website.", ...overrides });

const HEADER =
  "Received at (IST),Name,Email,WhatsApp,Service,Status,Message,Notes,Page,Landing page," +
  "Referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,Language,Source,Device";

/** A note on a lead, written at `at` by `actor`. */
const note = (leadId: string, at: string, text: string, actor = "owner@example.in") => ({
  id: randomUUID(),
  leadId,
  at: new Date(at),
  actor,
  kind: "note" as const,
  note: text,
});

/** The same store, counting the queries (select calls) made through it. */
function countingSelects(db: Db) {
  const counter = { selects: 0 };
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "select") counter.selects += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: counted, counter };
}

/** The cells of a CSV's data rows (a test's cells hold no comma, quote or line break). */
const cellsOf = (csv: string, header: string) =>
  csv
    .split("\r\n")
    .slice(1, -1)
    .map((line) => line.split(",")[HEADER.split(",").indexOf(header)]);

/** Reads the stream to its end, chunk by chunk. */
async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
  }
  return chunks;
}

/** Keeps the BOM (a TextDecoder drops it by default). */
const utf8 = new TextDecoder("utf-8", { ignoreBOM: true });
const decode = (chunks: Uint8Array[]) => utf8.decode(Buffer.concat(chunks));
/** Data rows in a chunk (each row here is one line: no line breaks in these leads). */
const rowsIn = (chunk: Uint8Array) =>
  new TextDecoder()
    .decode(chunk)
    .split("\r\n")
    .filter((line) => /^\d{4}-/.test(line)).length;

describe("csvCell", () => {
  it("leaves plain text alone and writes nothing for null", () => {
    expect(csvCell("Ananya Iyer")).toBe("Ananya Iyer");
    expect(csvCell("अनन्या")).toBe("अनन्या");
    expect(csvCell(null)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("Pune, India")).toBe('"Pune, India"');
    expect(csvCell('the "best" agency')).toBe('"the ""best"" agency"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("neutralises what a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    expect(csvCell("a=1")).toBe("a=1");
  });

  it("writes times in IST", () => {
    expect(istDateTime(new Date("2026-11-22T18:30:00Z"))).toBe("2026-11-23 00:00");
    expect(istDateTime(new Date("2026-11-23T08:35:59Z"))).toBe("2026-11-23 14:05");
  });
});

describeStores("leadsCsv", (store) => {
  it("writes a BOM, the header and each lead, newest first, with CRLF", async () => {
    const older = lead({
      createdAt: new Date("2026-11-23T08:35:00Z"),
      name: "अनन्या कुलकर्णी",
      whatsapp: "+91 98765 43210",
      message: 'Hello, we need "SEO"\nand ads',
      pagePath: "/services",
      landingPage: "/?utm_source=google",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "diwali",
      utmTerm: "web design pune",
      utmContent: "ad-1",
      device: "phone",
    });
    const newer = lead({
      createdAt: new Date("2026-11-23T09:00:00Z"),
      name: "=cmd|' /C calc'!A0",
      status: "contacted",
      language: "mr",
    });
    await store.db.insert(leads).values([older, newer]);
    const bytes = Buffer.concat(await chunksOf(leadsCsv(store.db, { tab: "inbox" })));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = utf8.decode(bytes);
    expect(text).toBe(
      "\uFEFF" +
        `${HEADER}\r\n` +
        `2026-11-23 14:30,'=cmd|' /C calc'!A0,${newer.email},'+919876543210,Website Creation,Contacted,A website.,,,,,,,,,,Marathi,Direct,\r\n` +
        `2026-11-23 14:05,अनन्या कुलकर्णी,${older.email},'+919876543210,Website Creation,New,` +
        `"Hello, we need ""SEO""\nand ads",,/services,/?utm_source=google,https://www.google.com/,` +
        "google,cpc,diwali,web design pune,ad-1,English,Google,Phone\r\n",
    );
  });

  it("writes statuses in the words the inbox shows", async () => {
    await store.db
      .insert(leads)
      .values([
        lead({ status: "quote-sent", createdAt: new Date("2026-11-23T09:00:00Z") }),
        lead({ status: "won", createdAt: new Date("2026-11-23T08:00:00Z") }),
        lead({ status: "new", createdAt: new Date("2026-11-23T07:00:00Z") }),
      ]);
    const csv = decode(await chunksOf(leadsCsv(store.db, { tab: "inbox" })));
    expect(cellsOf(csv, "Status")).toEqual(["Quote sent", "Won", "New"]);
  });

  it("writes every WhatsApp number in one international form, each protected alike", async () => {
    const typed = ["98765 43210", "+91 98765 43210", "098765-43210", "0091 98765 43210"];
    const rows = [...typed, "+44 20 7946 0958"].map((whatsapp, n) =>
      lead({ whatsapp, createdAt: new Date(Date.UTC(2026, 10, 23, 9, 0, 0) - n * 60_000) }),
    );
    await store.db.insert(leads).values(rows);
    const csv = decode(await chunksOf(leadsCsv(store.db, { tab: "inbox" })));
    expect(cellsOf(csv, "WhatsApp")).toEqual([
      ...typed.map(() => "'+919876543210"),
      "'+442079460958",
    ]);
  });

  it("writes each lead's notes, oldest first with their IST time and author, in one cell", async () => {
    const [noted, quiet] = [
      lead({ createdAt: new Date("2026-11-23T09:00:00Z") }),
      lead({ createdAt: new Date("2026-11-23T08:00:00Z") }),
    ];
    await store.db.insert(leads).values([noted!, quiet!]);
    await store.db
      .insert(leadEvents)
      .values([
        note(noted!.id, "2026-11-24T05:00:00Z", "Sent the quote, 40,000 ₹.", "staff@example.in"),
        note(noted!.id, "2026-11-23T10:00:00Z", '=1+1 "called"\nwants a bakery site'),
        { ...note(noted!.id, "2026-11-23T11:00:00Z", ""), kind: "status" as const, note: null },
      ]);
    const csv = decode(await chunksOf(leadsCsv(store.db, { tab: "inbox" })));
    const [, first, second] = csv.split(/\r\n(?=2026-)/);
    expect(first).toContain(
      `,"2026-11-23 15:30 IST, owner@example.in: =1+1 ""called""\nwants a bakery site\n` +
        `2026-11-24 10:30 IST, staff@example.in: Sent the quote, 40,000 ₹.",`,
    );
    expect(second!.split(",")[HEADER.split(",").indexOf("Notes")]).toBe("");
  });

  it("reads the notes of a batch in one query, not one per lead", async () => {
    const rows = Array.from({ length: 6 }, () => lead());
    await store.db.insert(leads).values(rows);
    await store.db
      .insert(leadEvents)
      .values(rows.flatMap((row) => [note(row.id, "2026-11-24T05:00:00Z", "Called.")]));
    const { db, counter } = countingSelects(store.db);
    const csv = decode(await chunksOf(leadsCsv(db, { tab: "inbox" }, { batchSize: 4 })));
    expect(csv.match(/owner@example\.in: Called\./g)).toHaveLength(6);
    // Two batches (4 leads, then 2): each one query for the leads and one for their notes.
    expect(counter.selects).toBe(4);
  });

  it("exports what the filter selects, or the leads a condition finds", async () => {
    const spam = lead({ status: "spam" });
    const [first, second] = [lead(), lead()];
    await store.db.insert(leads).values([spam, first!, second!]);
    const spamCsv = decode(await chunksOf(leadsCsv(store.db, { tab: "spam" })));
    expect(spamCsv).toContain(spam.email);
    expect(spamCsv).not.toContain(first!.email);
    const found = decode(await chunksOf(leadsCsv(store.db, { where: eq(leads.id, first!.id) })));
    expect(found).toContain(first!.email);
    expect(found).not.toContain(second!.email);
    const none = leadsCsv(store.db, { where: sql`false` });
    expect(decode(await chunksOf(none))).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it(`reads ${CSV_BATCH_SIZE} leads per query, one batch per chunk`, async () => {
    const count = 2 * CSV_BATCH_SIZE + 500;
    const rows = Array.from({ length: count }, () => lead());
    for (let start = 0; start < count; start += 500) {
      await store.db.insert(leads).values(rows.slice(start, start + 500));
    }
    const chunks = await chunksOf(leadsCsv(store.db, { tab: "inbox" }));
    expect(chunks.map(rowsIn)).toEqual([CSV_BATCH_SIZE, CSV_BATCH_SIZE, 500]);
    const text = decode(chunks);
    expect(new Set(rows.map((row) => text.includes(`,${row.email},`)))).toEqual(new Set([true]));
  });

  it("reads nothing before it is pulled, and each batch only when pulled", async () => {
    const stream = leadsCsv(store.db, { tab: "inbox" }, { batchSize: 2 });
    // Made before the leads exist: a stream that had read ahead would have found none.
    await store.db.insert(leads).values(Array.from({ length: 5 }, () => lead()));
    const reader = stream.getReader();
    const first = await reader.read();
    expect(rowsIn(first.value!)).toBe(2);
    // Deleted after the first batch: a stream that had read ahead would still hold them.
    await store.db.delete(leads);
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });

  it("stops reading when the download is cancelled", async () => {
    await store.db.insert(leads).values(Array.from({ length: 5 }, () => lead()));
    const reader = leadsCsv(store.db, { tab: "inbox" }, { batchSize: 2 }).getReader();
    await reader.read();
    await reader.cancel();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });
});
