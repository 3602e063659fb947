// bench:inbox's page views beside its leads (issue 57): what a year and more of the site's
// visits leaves in a store, for the overview to read by period.
//   - the last 30 days (today among them) as raw page views in visit_events, about
//     `viewsPerDay` a day, made visit by visit (visit-mix.ts): a visitor's daily hash, some
//     visitors back for a second visit, a visit's pages in its one language and its source on
//     every page view, about 1 page view in 3 starting a visit;
//   - those days but today rolled up by the app's own rollUpDay, as a server does after each day;
//   - the 24 months before them as counts alone (seeded-day-counts.ts), each day marked rolled up
//     in visit_rollups, as a server leaves days whose page views it has deleted.
// Today stays raw and whole (a busy evening's worth): the overview reads it from its page views.
// Inserts only, in large statements of one array a column (as the app's event writer does).
import { sql } from "drizzle-orm";

import { rowsOf, type Db } from "#app/db/store.server.ts";
import { addDays } from "#app/site/india-time.ts";
import { seededRandom } from "#app/lib/seeded-random.ts";
import { rollUpDay } from "#app/visits/index.server.ts";
import { publicPagePaths } from "#app/wiring/public-pages.server.ts";

import { seededDayCounts, type DayCountRow } from "./seeded-day-counts.ts";
import {
  DEVICE_MIX,
  LANGUAGES,
  NEXT_VIEW,
  RETURNING,
  SOURCES,
  WEEKDAY_FACTOR,
  draw,
  pageMix,
  type PageMix,
  type Random,
} from "./visit-mix.ts";

/** Days of raw page views: what the server keeps (siteConfig.privacy.visitEventDays). */
export const RAW_DAYS = 30;
/**
 * Days of counts, today back: 24 months less ten days, as the leads' seed (seed-leads.ts), so
 * that a store reused for a few days keeps them all when a server's retention runs at its start.
 */
export const COUNTED_DAYS = 720;
/** Rows per statement. */
const BATCH = 5_000;
/** The most page views of one visit. */
const MOST_VIEWS = 12;

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** A day's visitor hash as the server makes them: 128 bits, base64url (22 characters). */
function visitorHash(random: Random): string {
  const bytes = Buffer.alloc(16);
  for (let word = 0; word < 4; word += 1) {
    bytes.writeUInt32LE(Math.floor(random() * 2 ** 32), word * 4);
  }
  return bytes.toString("base64url");
}

type EventColumns = Record<
  "page" | "language" | "starts" | "visitor" | "device" | "host" | "source" | "medium" | "campaign",
  (string | boolean)[]
>;

/** A day's page views, about `views` of them, a column each. */
function dayEvents(random: Random, views: number, pages: PageMix): EventColumns {
  const columns: EventColumns = {
    page: [],
    language: [],
    starts: [],
    visitor: [],
    device: [],
    host: [],
    source: [],
    medium: [],
    campaign: [],
  };
  const visitors: { hash: string; device: string; language: keyof PageMix }[] = [];
  while (columns.page.length < views) {
    const returning = visitors.length > 0 && random() < RETURNING;
    const visitor = returning
      ? visitors[Math.floor(random() * visitors.length)]!
      : {
          hash: visitorHash(random),
          device: draw(random, DEVICE_MIX),
          language: draw(random, LANGUAGES),
        };
    if (!returning) visitors.push(visitor);
    const source = draw(random, SOURCES);
    const mix = pages[visitor.language];
    for (let view = 0; view < MOST_VIEWS && (view === 0 || random() < NEXT_VIEW); view += 1) {
      columns.page.push(draw(random, view === 0 ? mix.entry : mix.next));
      columns.language.push(visitor.language);
      columns.starts.push(view === 0);
      columns.visitor.push(visitor.hash);
      columns.device.push(visitor.device);
      columns.host.push(source.host);
      columns.source.push(source.utmSource);
      columns.medium.push(source.utmMedium);
      columns.campaign.push(source.utmCampaign);
    }
  }
  return columns;
}

async function insertEvents(db: Db, day: string, columns: EventColumns) {
  for (let from = 0; from < columns.page.length; from += BATCH) {
    const column = (name: keyof EventColumns) => sql.param(columns[name].slice(from, from + BATCH));
    await db.execute(sql`insert into visit_events
        (day, page, language, starts, visitor, device, host, utm_source, utm_medium, utm_campaign)
      select ${day}::date, * from unnest(${column("page")}::text[], ${column("language")}::text[],
        ${column("starts")}::boolean[], ${column("visitor")}::text[], ${column("device")}::text[],
        ${column("host")}::text[], ${column("source")}::text[], ${column("medium")}::text[],
        ${column("campaign")}::text[])`);
  }
}

async function insertDayCounts(db: Db, rows: (DayCountRow & { day: string })[]) {
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH);
    const column = <T>(of: (row: DayCountRow & { day: string }) => T) => sql.param(batch.map(of));
    await db.execute(sql`insert into visit_days (day, dimension, value, other, views, visits, visitors)
      select * from unnest(${column((row) => row.day)}::date[], ${column((row) => row.dimension)}::text[],
        ${column((row) => row.value)}::text[], ${column((row) => row.other)}::boolean[],
        ${column((row) => row.views)}::int[], ${column((row) => row.visits)}::int[],
        ${column((row) => row.visitors)}::int[])`);
  }
}

const secondsSince = (since: number) => (performance.now() - since) / 1000;

/** What seedVisits wrote, and how long each part took (s). */
export type SeededVisits = {
  events: number;
  countRows: number;
  seconds: { events: number; rollUp: number; counts: number };
};

/**
 * Seeds the page views and counts (see the top of the file) for `today` (a day in India).
 * The same seed gives the same page views and counts.
 * @param onProgress told the page views written so far, after each day's
 */
export async function seedVisits(
  db: Db,
  {
    viewsPerDay,
    today,
    seed = 1,
    onProgress,
  }: { viewsPerDay: number; today: string; seed?: number; onProgress?: (events: number) => void },
): Promise<SeededVisits> {
  const pages = pageMix(publicPagePaths());
  const started = performance.now();
  let events = 0;
  for (let ago = RAW_DAYS - 1; ago >= 0; ago -= 1) {
    const day = addDays(today, -ago);
    const random = seededRandom(seed * 100_003 + ago);
    const factor = WEEKDAY_FACTOR[weekdayOf(day)]! * (0.92 + 0.16 * random());
    const columns = dayEvents(random, Math.round(viewsPerDay * factor), pages);
    await insertEvents(db, day, columns);
    events += columns.page.length;
    onProgress?.(events);
  }
  const eventSeconds = secondsSince(started);

  const rolling = performance.now();
  for (let ago = RAW_DAYS - 1; ago >= 1; ago -= 1) await rollUpDay(db, addDays(today, -ago));
  const rollUpSeconds = secondsSince(rolling);

  const counting = performance.now();
  const random = seededRandom(seed);
  const days = Array.from({ length: COUNTED_DAYS - RAW_DAYS }, (_, index) =>
    addDays(today, index + 1 - COUNTED_DAYS),
  );
  const rows = days.flatMap((day) =>
    seededDayCounts(random, { viewsPerDay, weekday: weekdayOf(day), pages }).map((row) => ({
      ...row,
      day,
    })),
  );
  await insertDayCounts(db, rows);
  await db.execute(sql`insert into visit_rollups (day)
    select * from unnest(${sql.param(days)}::date[]) on conflict do nothing`);
  return {
    events,
    countRows: rows.length,
    seconds: { events: eventSeconds, rollUp: rollUpSeconds, counts: secondsSince(counting) },
  };
}

/** Whether the store holds page views or counts already (one reused from an earlier run). */
export async function visitsStored(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select (exists (select 1 from visit_events)
    or exists (select 1 from visit_rollups)) as stored`);
  return rowsOf<{ stored: boolean }>(result)[0]!.stored;
}
