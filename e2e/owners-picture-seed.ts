import { randomUUID } from "node:crypto";

import { inArray } from "drizzle-orm";

import { leads, users, visitEvents, type NewLead } from "#app/db/schema.server.ts";
import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { openStore } from "#app/db/store.server.ts";
import type { Device } from "#app/site/device-classes.ts";

/*
 * Half a year of a small agency's visits and quotes in three languages, for the owner's picture
 * end to end (e2e/inbox-owners-picture.spec.ts): written as plain rows by days ago, so the test
 * can add them up by itself. Page views go in as they come (visit_events); the server rolls the
 * past days up when it starts, and deletes the page views past their 30 days.
 */

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;

/** India's day `daysAgo` days before now, `YYYY-MM-DD`. */
export const istDayAgo = (daysAgo: number, now = Date.now()) =>
  new Date(now + IST_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** Seeded days: enough for 12 weeks and the 12 weeks before. */
export const SEEDED_DAYS = 185;

/** Entry pages of visits and quotes, in all three languages. */
const PAGES = [
  "/",
  "/mr/",
  "/hi/",
  "/blogs/restaurant",
  "/mr/blogs/restaurant",
  "/hi/blogs/hotel",
  "/contact",
];
/** A page visits begin on and no quote ever came from. */
export const PAGE_WITHOUT_QUOTES = "/about-us";
const VISITED = [...PAGES, PAGE_WITHOUT_QUOTES];

/** How a visit came: "instagram" as a utm_source, or a referrer's host; "" is direct. */
const ARRIVALS = [
  { utmSource: "instagram", host: "" },
  { utmSource: "", host: "instagram.com" },
  { utmSource: "", host: "l.instagram.com" },
  { utmSource: "", host: "" },
  { utmSource: "", host: "www.google.com" },
] as const;
const DEVICES: Device[] = ["phone", "desktop", "phone", "tablet"];

export type SeedVisit = {
  daysAgo: number;
  page: string;
  visitor: string;
  device: Device;
  utmSource: string;
  host: string;
};

export type SeedLead = {
  daysAgo: number;
  landing: string;
  language: string;
  device: Device | null;
  utmSource: string | null;
  referrer: string | null;
  status: "new" | "won" | "spam";
  wonValue: number | null;
};

const languageOf = (page: string) =>
  page.startsWith("/mr/") ? "mr" : page.startsWith("/hi/") ? "hi" : "en";

/** The visits (each one page view that starts it) of every seeded day. */
export function seedVisits(): SeedVisit[] {
  const visits: SeedVisit[] = [];
  for (let daysAgo = 1; daysAgo < SEEDED_DAYS; daysAgo += 1) {
    const count = 2 + (daysAgo % 5);
    for (let n = 0; n < count; n += 1) {
      const arrival = ARRIVALS[(daysAgo + n) % ARRIVALS.length]!;
      visits.push({
        daysAgo,
        page: VISITED[(daysAgo * 3 + n) % VISITED.length]!,
        visitor: `v${daysAgo}-${n}`,
        device: DEVICES[(daysAgo + n) % DEVICES.length]!,
        ...arrival,
      });
    }
  }
  return visits;
}

/** A quote every third day, a won one every fourth of those, spam now and then. */
export function seedLeads(): SeedLead[] {
  const made: SeedLead[] = [];
  for (let daysAgo = 1; daysAgo < SEEDED_DAYS; daysAgo += 3) {
    const n = made.length;
    const arrival = ARRIVALS[n % ARRIVALS.length]!;
    const page = PAGES[(n * 2) % PAGES.length]!;
    const won = n % 4 === 1;
    made.push({
      daysAgo,
      landing: arrival.utmSource ? `${page}?utm_source=${arrival.utmSource}` : page,
      language: languageOf(page),
      device: n % 6 === 5 ? null : DEVICES[n % DEVICES.length]!,
      utmSource: arrival.utmSource || null,
      referrer: arrival.host ? `https://${arrival.host}/` : null,
      status: n % 10 === 7 ? "spam" : won ? "won" : "new",
      wonValue: won ? 10_000 * (1 + (n % 5)) : null,
    });
  }
  return made;
}

/**
 * Writes the seed into the embedded store of `dataDir`, which no server holds yet, and makes the
 * accounts of `staff` (added by the inbox tool, which adds owners) staff.
 */
export async function writeSeed(
  dataDir: string,
  { staff = [], now = Date.now() }: { staff?: string[]; now?: number } = {},
): Promise<void> {
  const store = await openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
  try {
    if (staff.length) {
      await store.db.update(users).set({ role: "staff" }).where(inArray(users.email, staff));
    }
    const views = seedVisits().flatMap((visit) => {
      const row = {
        day: istDayAgo(visit.daysAgo, now),
        page: visit.page,
        language: languageOf(visit.page),
        visitor: visit.visitor,
        device: visit.device,
        host: visit.host,
        utmSource: visit.utmSource,
      };
      // The visit's entry, and a second page of the same visit (a view, not a visit).
      return [
        { ...row, starts: true },
        {
          ...row,
          page: `${row.language === "en" ? "" : `/${row.language}`}/services`,
          starts: false,
        },
      ];
    });
    for (let at = 0; at < views.length; at += 500) {
      await store.db.insert(visitEvents).values(views.slice(at, at + 500));
    }
    const rows: NewLead[] = seedLeads().map((lead, n) => {
      // 11:30 in India on its day.
      const createdAt = new Date(`${istDayAgo(lead.daysAgo, now)}T06:00:00Z`);
      return {
        id: randomUUID(),
        createdAt,
        name: `Seeded visitor ${n}`,
        email: `seeded${n}@example.in`,
        whatsapp: "+91 98765 43210",
        service: "Website Creation",
        message: "A website for our shop in Kothrud, please.",
        status: lead.status,
        dedupeKey: `seed-${n}`,
        privacyNoticeVersion: "2026-12-07",
        privacyNoticeShownAt: createdAt,
        landingPage: lead.landing,
        pagePath: `${lead.language === "en" ? "" : `/${lead.language}`}/contact`,
        language: lead.language,
        device: lead.device,
        utmSource: lead.utmSource,
        referrer: lead.referrer,
        wonValue: lead.wonValue,
      };
    });
    await store.db.insert(leads).values(rows);
  } finally {
    await store.close();
  }
}
