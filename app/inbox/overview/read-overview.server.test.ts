// @vitest-environment node
import { expect, it } from "vitest";

import { leads, visitEvents } from "#app/db/schema.server.ts";
import { describeStores, testLead } from "#app/db/test-stores.test-helpers.ts";
import { rollUpDay } from "#app/visits/index.server.ts";

import { overviewCsv } from "./overview-csv.server.ts";
import { OVERVIEW_TABLE_IDS, overviewTables } from "./overview-tables.ts";
import { readOverview } from "./read-overview.server.ts";

/*
 * The owner's picture: visits lined up with quotes by where the visit began. The page views and
 * leads are written here by hand, and every expected number is counted from them below, never by
 * the overview's own code.
 */

/** Wednesday 2 December 2026, 10:00 IST: the 7 days are 26 November to today. */
const NOW = new Date("2026-12-02T04:30:00Z");
const PUBLIC = new Set(["/", "/contact", "/mr/blogs/restaurant", "/mr/contact", "/hi/"]);
const naming = { isPublicPage: (path: string) => PUBLIC.has(path), ownHost: "example.com" };

type View = {
  day: string;
  page: string;
  starts?: boolean;
  visitor: string;
  device?: string;
  host?: string;
  utmSource?: string;
};

const language = (page: string) =>
  page.startsWith("/mr/") ? "mr" : page.startsWith("/hi/") ? "hi" : "en";

const VIEWS: View[] = [
  // Yesterday, rolled up: an Instagram campaign's visit to a Marathi article, on to its contact page.
  {
    day: "2026-12-01",
    page: "/mr/blogs/restaurant",
    starts: true,
    visitor: "a",
    device: "phone",
    utmSource: "instagram",
  },
  { day: "2026-12-01", page: "/mr/contact", visitor: "a", device: "phone", utmSource: "instagram" },
  // A visit from l.instagram.com (the same source), and a direct one that asks for nothing.
  {
    day: "2026-12-01",
    page: "/",
    starts: true,
    visitor: "b",
    device: "desktop",
    host: "l.instagram.com",
  },
  { day: "2026-12-01", page: "/contact", starts: true, visitor: "c", device: "desktop" },
  // Today, not rolled up yet: the same person as yesterday's "a" counts again today.
  {
    day: "2026-12-02",
    page: "/hi/",
    starts: true,
    visitor: "a",
    device: "tablet",
    host: "www.google.com",
  },
  { day: "2026-12-02", page: "/", starts: true, visitor: "d", device: "phone" },
  // Before the 7 days: the previous period's.
  { day: "2026-11-20", page: "/", starts: true, visitor: "e", device: "phone" },
];

const LEADS = [
  // From the Instagram campaign's Marathi article, sent from /mr/contact on a phone, won.
  testLead({
    createdAt: new Date("2026-12-01T06:00:00Z"),
    landingPage: "/mr/blogs/restaurant?utm_source=instagram",
    pagePath: "/mr/contact",
    utmSource: "instagram",
    language: "mr",
    device: "phone",
    status: "won",
    wonValue: 50_000,
  }),
  // From instagram.com to the home page, no device (sent without JavaScript).
  testLead({
    createdAt: new Date("2026-12-01T07:00:00Z"),
    landingPage: "/",
    referrer: "https://instagram.com/",
    device: null,
  }),
  // From a page that no longer exists: "Other".
  testLead({
    createdAt: new Date("2026-12-02T02:00:00Z"),
    landingPage: "/old-offer?x=1",
    device: "desktop",
  }),
  // Spam, and a lead before the period: in no row.
  testLead({ createdAt: new Date("2026-12-01T08:00:00Z"), landingPage: "/", status: "spam" }),
  testLead({ createdAt: new Date("2026-11-20T08:00:00Z"), landingPage: "/" }),
];

describeStores("the owner's picture", (store) => {
  it("lines visits up with quotes by entry page, source, language and device", async () => {
    await store.db.insert(visitEvents).values(
      VIEWS.map((view) => ({
        day: view.day,
        page: view.page,
        language: language(view.page),
        starts: view.starts ?? false,
        visitor: view.visitor,
        device: view.device ?? "desktop",
        host: view.host ?? "",
        utmSource: view.utmSource ?? "",
      })),
    );
    await rollUpDay(store.db, "2026-12-01");
    await rollUpDay(store.db, "2026-11-20");
    await store.db.insert(leads).values(LEADS);

    const overview = await readOverview(store.db, NOW, { period: "7d", ...naming });
    const inPeriod = VIEWS.filter((view) => view.day >= "2026-11-26");
    const entries = (match: (view: View) => boolean) =>
      inPeriod.filter((view) => view.starts && match(view)).length;

    // Visitors: each day's distinct visitors, added up (a on both days counts twice).
    expect(overview.visits.current).toEqual({ visitors: 3 + 2, visits: entries(() => true) });
    expect(overview.visits.previous).toEqual({ visitors: 1, visits: 1 });
    expect(overview.visits.countedSince).toBe("2026-11-20");
    expect(overview.visits.perBucket.at(-2)).toEqual({ visitors: 3, visits: 3 });
    expect(overview.visits.perBucket.at(-1)).toEqual({ visitors: 2, visits: 2 });
    expect(overview.leads.leads).toBe(3);
    expect(overview.leads.previous.leads).toBe(1);

    const rows = (split: keyof typeof overview.origins) =>
      overview.origins[split].map((row) => [row.name, row.visits, row.quotes, row.wonValue]);
    expect(rows("page")).toEqual([
      ["/", entries((view) => view.page === "/"), 1, 0],
      ["/mr/blogs/restaurant", 1, 1, 50_000],
      // Visits and no quote: 0 quotes, not a missing row.
      ["/contact", 1, 0, 0],
      ["/hi/", 1, 0, 0],
      ["Other", 0, 1, 0],
    ]);
    // "instagram" and "l.instagram.com", and the lead's instagram.com, are one Instagram.
    expect(rows("source")).toEqual([
      ["Instagram", 2, 2, 50_000],
      ["Direct", 2, 1, 0],
      ["Google", 1, 0, 0],
    ]);
    expect(rows("campaign")).toEqual([["No campaign", 5, 3, 50_000]]);
    expect(rows("language")).toEqual([
      ["English", 3, 2, 0],
      ["Marathi (मराठी)", 1, 1, 50_000],
      ["Hindi (हिन्दी)", 1, 0, 0],
    ]);
    expect(rows("device")).toEqual([
      ["Computer", 2, 1, 0],
      ["Phone", 2, 1, 50_000],
      ["Tablet", 1, 0, 0],
      ["Unknown", 0, 1, 0],
    ]);

    // The tables the page shows and downloads: a rate where both sides were counted whole.
    const tables = overviewTables(overview);
    expect(tables.sources.rows[0]).toEqual(["Instagram", 2, 2, 100, 1, 50_000]);
    expect(tables.devices.rows.at(-1)).toEqual(["Unknown", 0, 1, null, 0, 0]);
    expect(tables["visits-and-quotes"].total).toEqual(["All", 5, 5, 3, 60]);
  });

  it("says no figure where visits were not counted, rather than a zero", async () => {
    await store.db.insert(leads).values(LEADS);
    const overview = await readOverview(store.db, NOW, { period: "7d", ...naming });
    expect(overview.visits.countedSince).toBeNull();
    const tables = overviewTables(overview);
    expect(tables.sources.rows.map((row) => row[3])).toEqual(tables.sources.rows.map(() => null));
    expect(tables["visits-and-quotes"].rows.at(-1)).toEqual([
      "Wed 2 Dec (so far)",
      null,
      null,
      1,
      null,
    ]);
  });

  it("writes a link's hostile names into every download as text, never as a formula", async () => {
    const hostile = '=HYPERLINK("https://evil.example/","Click")';
    await store.db.insert(visitEvents).values([
      {
        day: "2026-12-02",
        page: "/",
        language: "en",
        starts: true,
        visitor: "h",
        device: "phone",
        utmSource: "+cmd|' /C calc'!A0",
        utmCampaign: hostile,
      },
    ]);
    await store.db.insert(leads).values(
      testLead({
        createdAt: new Date("2026-12-02T03:00:00Z"),
        landingPage: "/",
        utmSource: "@SUM(1+1)",
        utmCampaign: hostile,
      }),
    );
    const overview = await readOverview(store.db, NOW, { period: "7d", ...naming });
    const tables = overviewTables(overview);
    // Counting began today, within the 7 days: no rate, rather than one over part of the visits.
    expect(tables.campaigns.rows[0]).toEqual([hostile, 1, 1, null, 0, 0]);
    for (const id of OVERVIEW_TABLE_IDS) {
      const csv = overviewCsv(tables[id]);
      expect(csv.startsWith("\uFEFF"), id).toBe(true);
      // Every cell, quoted or not, starts with something a spreadsheet will not run.
      const cells = csv
        .slice(1)
        .split("\r\n")
        .flatMap((line) => line.match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g) ?? [])
        .map((cell) => cell.replace(/,$/, "").replace(/^"/, ""));
      expect(
        cells.filter((cell) => /^[=+\-@]/.test(cell)),
        id,
      ).toEqual([]);
    }
    expect(overviewCsv(tables.campaigns)).toContain(
      `"'=HYPERLINK(""https://evil.example/"",""Click"")"`,
    );
    expect(overviewCsv(tables.sources)).toContain("'@sum(1+1)");
  });
});
