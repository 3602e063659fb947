// @vitest-environment node
import { randomUUID } from "node:crypto";

import { expect, it } from "vitest";

import { leadEvents, leads, type LeadStatus } from "#app/db/schema.server.ts";
import { describeStores, testLead } from "#app/db/test-stores.test-helpers.ts";

import { overviewPeriod } from "./overview-period.ts";
import { readLeadOverview } from "./overview.server.ts";

/*
 * The overview against a fixture built for it, whose answers are written by hand beside each
 * lead (its week, its source) or counted below in plain TypeScript from those hand-written
 * answers, never by the overview's own code. Around the edges: Monday 00:00 IST (Sunday 18:30
 * UTC) at the first week's start and between two weeks, and the last moment of the twelfth.
 */

/** The last millisecond of Sunday 6 December 2026 in India: the twelfth week is whole. */
const NOW = new Date("2026-12-06T18:29:59.999Z");
const WEEKS = [
  "2026-09-14",
  "2026-09-21",
  "2026-09-28",
  "2026-10-05",
  "2026-10-12",
  "2026-10-19",
  "2026-10-26",
  "2026-11-02",
  "2026-11-09",
  "2026-11-16",
  "2026-11-23",
  "2026-11-30",
];
const WEBSITE = "Website Creation";
const SOFTWARE = "Software Creation";
const ADS = "Facebook / Instagram Ads";
const SOCIAL = "Social Media Management / Marketing";

type FixtureLead = {
  at: string;
  /** Its week by hand, or null for a lead outside the twelve weeks. */
  week: string | null;
  /** Its source by hand (null outside the weeks). */
  source: string | null;
  utm?: string;
  referrer?: string;
  service: string;
  status: LeadStatus;
  /** Its status changes, the first at its first response, then a day apart. */
  history?: [LeadStatus, LeadStatus][];
  /** Minutes from receipt to the first response. */
  answeredAfter?: number;
  wonValue?: number;
};

const FIXTURE: FixtureLead[] = [
  // A millisecond before the first week (Sunday 13 Sep, 23:59:59.999 IST), won in October.
  {
    at: "2026-09-13T18:29:59.999Z",
    week: null,
    source: null,
    utm: "google",
    service: WEBSITE,
    status: "won",
    history: [["new", "won"]],
    answeredAfter: 25_000,
    wonValue: 90_000,
  },
  // Monday 14 Sep 00:00 IST: the first week's first moment. The utm_source beats the referrer.
  {
    at: "2026-09-13T18:30:00Z",
    week: "2026-09-14",
    source: "Google",
    utm: " Google ",
    referrer: "https://www.bing.com/",
    service: WEBSITE,
    status: "new",
  },
  {
    at: "2026-09-20T10:00:00Z",
    week: "2026-09-14",
    source: "Google",
    referrer: "https://www.google.com/search?q=web+design",
    service: SOFTWARE,
    status: "lost",
    history: [
      ["new", "contacted"],
      ["contacted", "quote-sent"],
      ["quote-sent", "lost"],
    ],
    answeredAfter: 1440,
  },
  {
    at: "2026-10-05T05:00:00Z",
    week: "2026-10-05",
    source: "Instagram",
    referrer: "https://WWW.Instagram.com/",
    service: ADS,
    status: "contacted",
    history: [["new", "contacted"]],
    answeredAfter: 120,
  },
  // A blank utm_source is none: the referrer names it.
  {
    at: "2026-10-05T06:00:00Z",
    week: "2026-10-05",
    source: "Instagram",
    utm: "  ",
    referrer: "https://l.instagram.com/",
    service: ADS,
    status: "quote-sent",
    history: [["new", "quote-sent"]],
    answeredAfter: 300,
  },
  {
    at: "2026-10-20T12:00:00Z",
    week: "2026-10-19",
    source: "newsletter",
    utm: "newsletter",
    service: SOCIAL,
    status: "won",
    history: [
      ["new", "contacted"],
      ["contacted", "won"],
    ],
    answeredAfter: 30,
    wonValue: 250_000,
  },
  // A referrer on the site itself is direct.
  {
    at: "2026-11-02T03:00:00Z",
    week: "2026-11-02",
    source: "Direct",
    referrer: "https://www.example.com/blogs/hotel",
    service: WEBSITE,
    status: "new",
  },
  // Won once, then moved back: the funnel counts it as won, the won leads do not.
  {
    at: "2026-11-10T09:00:00Z",
    week: "2026-11-09",
    source: "Direct",
    service: SOFTWARE,
    status: "contacted",
    history: [
      ["new", "won"],
      ["won", "contacted"],
    ],
    answeredAfter: 10,
  },
  {
    at: "2026-11-15T10:00:00Z",
    week: "2026-11-09",
    source: "Google",
    referrer: "https://user@www.google.com:443/",
    service: WEBSITE,
    status: "contacted",
    history: [["new", "contacted"]],
    answeredAfter: 180,
  },
  // Sunday 29 Nov 23:59:59 IST: spam, counted only as spam…
  {
    at: "2026-11-29T18:29:59Z",
    week: "2026-11-23",
    source: "Google",
    referrer: "https://www.google.com/",
    service: WEBSITE,
    status: "spam",
    history: [["new", "spam"]],
  },
  // …and a lead filed as spam, then not: a lead like any other.
  {
    at: "2026-11-29T18:29:59Z",
    week: "2026-11-23",
    source: "Google",
    referrer: "https://www.google.com/",
    service: WEBSITE,
    status: "new",
    history: [
      ["new", "spam"],
      ["spam", "new"],
    ],
  },
  // Monday 30 Nov 00:00 IST: the twelfth week begins.
  {
    at: "2026-11-29T18:30:00Z",
    week: "2026-11-30",
    source: "Facebook",
    referrer: "https://m.facebook.com/",
    service: ADS,
    status: "won",
    history: [
      ["new", "contacted"],
      ["contacted", "quote-sent"],
      ["quote-sent", "won"],
    ],
    answeredAfter: 45,
    wonValue: 120_000,
  },
  // Won without a value; a port on the referrer.
  {
    at: "2026-12-02T04:00:00Z",
    week: "2026-11-30",
    source: "Bing",
    referrer: "http://bing.com:8080/search",
    service: SOFTWARE,
    status: "won",
    history: [["new", "won"]],
    answeredAfter: 20,
  },
  // The twelfth week's last second, and a moment past it (a clock ahead): left out.
  {
    at: "2026-12-06T18:29:59Z",
    week: "2026-11-30",
    source: "Facebook",
    utm: "FaceBook",
    service: SOCIAL,
    status: "new",
  },
  { at: "2026-12-06T18:30:00Z", week: null, source: null, service: WEBSITE, status: "new" },
];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The fixture's rows: each lead, and its history from its first response on. */
function fixtureRows() {
  return FIXTURE.map((lead) => {
    const createdAt = new Date(lead.at);
    const answeredAt =
      lead.answeredAfter === undefined
        ? null
        : new Date(createdAt.getTime() + lead.answeredAfter * MINUTE);
    const row = testLead({
      createdAt,
      service: lead.service,
      status: lead.status,
      utmSource: lead.utm ?? null,
      referrer: lead.referrer ?? null,
      firstResponseAt: answeredAt,
      wonValue: lead.wonValue ?? null,
    });
    const start = (answeredAt ?? createdAt).getTime();
    const events = (lead.history ?? []).map(([from, to], index) => ({
      id: randomUUID(),
      leadId: row.id,
      at: new Date(start + index * DAY),
      actor: "owner@agency.in",
      kind: "status" as const,
      fromStatus: from,
      toStatus: to,
    }));
    return { row, events };
  });
}

/** The fixture's leads of the twelve weeks, spam apart, as written by hand. */
const counted = FIXTURE.filter((lead) => lead.week !== null && lead.status !== "spam");

/** How many counted leads `match`, in each week. */
const perWeek = (match: (lead: FixtureLead) => boolean) =>
  WEEKS.map((week) => counted.filter((lead) => lead.week === week && match(lead)).length);

describeStores("the overview", (store) => {
  it("counts the seeded fixture as it was written", async () => {
    const rows = fixtureRows();
    await store.db.insert(leads).values(rows.map(({ row }) => row));
    await store.db.insert(leadEvents).values(rows.flatMap(({ events }) => events));

    const period = overviewPeriod("12w", NOW);
    const overview = await readLeadOverview(store.db, period, { ownHost: "example.com" });

    expect(period.buckets.map((bucket) => bucket.key)).toEqual(WEEKS);
    expect(overview.leads).toBe(12);
    expect(overview.perBucket).toEqual(perWeek(() => true));
    expect(overview.perBucket).toEqual([2, 0, 0, 2, 0, 1, 0, 1, 2, 0, 1, 3]);

    // By source, named as every page names it (app/site/lead-sources.ts): "google", " Google ",
    // google.com and user@www.google.com:443 are one Google; instagram.com and l.instagram.com
    // one Instagram. Six sources: none folded into "Other" (a lone rest keeps its name).
    const named = ["Google", "Direct", "Facebook", "Instagram", "Bing", "newsletter"];
    expect(overview.bySource.map(({ name, total }) => [name, total])).toEqual([
      ["Google", 4],
      ["Direct", 2],
      ["Facebook", 2],
      ["Instagram", 2],
      ["Bing", 1],
      ["newsletter", 1],
    ]);
    for (const series of overview.bySource) {
      const match =
        series.name === "Other"
          ? (lead: FixtureLead) => !named.includes(lead.source!)
          : (lead: FixtureLead) => lead.source === series.name;
      expect(series.counts, series.name).toEqual(perWeek(match));
    }

    expect(overview.byService.map(({ name, total }) => [name, total])).toEqual([
      [WEBSITE, 4],
      [ADS, 3],
      [SOFTWARE, 3],
      [SOCIAL, 2],
    ]);
    for (const series of overview.byService) {
      expect(series.counts, series.name).toEqual(perWeek((lead) => lead.service === series.name));
    }

    // The furthest step of each lead's history or status: 12 received; 8 contacted or further
    // (the lost one had a quote, one won went back to Contacted); 6 quoted or further; 4 won.
    expect(overview.funnel).toEqual([
      { step: "new", count: 12 },
      { step: "contacted", count: 8 },
      { step: "quote-sent", count: 6 },
      { step: "won", count: 4 },
    ]);
    expect(overview.lost).toBe(1);
    expect(overview.spam).toBe(1);
    expect(overview.won).toEqual({ count: 3, value: 370_000, withoutValue: 1 });
    // Answered after 10, 20, 30, 45, 120, 180, 300 and 1,440 minutes: the median lies
    // between 45 and 120, at 82.5 minutes. Four leads wait.
    expect(overview.response).toEqual({ medianMs: 82.5 * MINUTE, answered: 8, waiting: 4 });
    // The 84 days before (22 June to 13 September): the one lead of Sunday 13 September,
    // 23:59:59.999 IST, won for 90,000 and answered after 25,000 minutes.
    expect(period.previous).toMatchObject({ from: "2026-06-22", to: "2026-09-13", days: 84 });
    expect(overview.previous).toEqual({
      leads: 1,
      won: { count: 1, value: 90_000, withoutValue: 0 },
      response: { medianMs: 25_000 * MINUTE, answered: 1, waiting: 0 },
    });
  });

  it("counts by the day over 7 days, the days before apart", async () => {
    const rows = fixtureRows();
    await store.db.insert(leads).values(rows.map(({ row }) => row));
    await store.db.insert(leadEvents).values(rows.flatMap(({ events }) => events));
    const period = overviewPeriod("7d", NOW);
    const overview = await readLeadOverview(store.db, period, { ownHost: "example.com" });
    // 30 November to 6 December in India, a bucket a day.
    const days = period.buckets.map((bucket) => bucket.key);
    expect(days[0]).toBe("2026-11-30");
    const byDay = days.map(
      (day) =>
        counted.filter((lead) => {
          const ist = new Date(Date.parse(lead.at) + 330 * MINUTE).toISOString().slice(0, 10);
          return ist === day;
        }).length,
    );
    expect(overview.perBucket).toEqual(byDay);
    expect(overview.leads).toBe(byDay.reduce((sum, n) => sum + n, 0));
    expect(overview.leads).toBe(3);
  });

  it("answers zeros, and twelve weeks, when nothing has arrived", async () => {
    const period = overviewPeriod("12w", NOW);
    const overview = await readLeadOverview(store.db, period, { ownHost: "example.com" });
    expect(period.buckets).toHaveLength(12);
    expect(overview).toMatchObject({
      leads: 0,
      perBucket: WEEKS.map(() => 0),
      bySource: [],
      byService: [],
      lost: 0,
      spam: 0,
      won: { count: 0, value: 0, withoutValue: 0 },
      response: { medianMs: null, answered: 0, waiting: 0 },
    });
    expect(overview.funnel.map(({ count }) => count)).toEqual([0, 0, 0, 0]);
  });
});
