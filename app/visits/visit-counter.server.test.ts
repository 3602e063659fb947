// @vitest-environment node
import { asc, count, eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";

import { openLimitCounts, type LimitCounts } from "#app/db/limit-counts.server.ts";
import { addDays } from "#app/site/india-time.ts";
import { visitDays, visitEvents, visitRollups, visitSalts } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { describeStores, type SharedStore } from "#app/db/test-stores.test-helpers.ts";

import { BEACON } from "./beacon-fields.ts";
import { readVisits } from "./read-visits.server.ts";
import { rollUpVisits, SOURCES_KEPT_PER_DAY } from "./roll-up.server.ts";
import {
  ADDRESS_WINDOW_MS,
  type Beacon,
  startVisitCounter,
  type VisitCounter,
  VIEWS_PER_ADDRESS,
} from "./visit-counter.server.ts";

const PAGES = new Set(["/", "/contact", "/mr/", "/hi/", "/mr/blogs/restaurant", "/hi/services"]);
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const JIO = "49.36.0.1";
const KEEPING = { eventDays: 30, countMonths: 24 };

/** A beacon as the page module sends it, from `address` with `headers`. */
function beacon(
  fields: Record<string, string>,
  { address = JIO, headers = {} }: { address?: string; headers?: Record<string, string> } = {},
): Beacon {
  return {
    fields: new URLSearchParams({ [BEACON.device]: "phone", ...fields }),
    headers: new Headers({ "user-agent": CHROME_ANDROID, ...headers }),
    address,
  };
}

describeStores("counting visits", (store: SharedStore) => {
  let now: Date;
  let counters: VisitCounter[];
  let counts: LimitCounts[];
  const lines: string[] = [];

  /** A counter as one server runs it, on `db`, on the test's clock. */
  async function counterOn(db: Db, kind = store.kind) {
    const limitCounts = await openLimitCounts(db, kind);
    counts.push(limitCounts);
    const counter = startVisitCounter({
      db,
      limitCounts,
      isPublicPage: (path) => PAGES.has(path),
      sessionCookieNames: ["inbox_session", "__Host-inbox_session"],
      keeping: KEEPING,
      clock: () => now,
      log: (line) => lines.push(line),
      rollUpTimer: false,
    });
    counters.push(counter);
    return counter;
  }

  beforeEach(() => {
    now = new Date("2026-12-07T10:00:00+05:30");
    counters = [];
    counts = [];
    lines.length = 0;
  });
  afterEach(async () => {
    for (const counter of counters) await counter.close();
    for (const limitCounts of counts) await limitCounts.flush();
  });

  const events = (db: Db = store.db) => db.select().from(visitEvents).orderBy(asc(visitEvents.id));

  it("stores a page view's page, language, source parts and device, and no address or browser", async () => {
    const counter = await counterOn(store.db);
    const outcome = await counter.count(
      beacon({
        [BEACON.page]: "/mr/blogs/restaurant/",
        [BEACON.starts]: "1",
        [BEACON.host]: "l.instagram.com",
        [BEACON.utmSource]: " instagram ",
        [BEACON.utmCampaign]: "diwali\u001fsale",
      }),
    );
    expect(outcome).toBe("counted");
    await counter.write();
    const [event] = await events();
    expect(event).toMatchObject({
      day: "2026-12-07",
      page: "/mr/blogs/restaurant",
      language: "mr",
      starts: true,
      device: "phone",
      host: "instagram.com",
      utmSource: "instagram",
      utmMedium: "",
      utmCampaign: "diwali sale",
    });
    expect(event!.visitor).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify(event)).not.toContain(JIO);
    expect(JSON.stringify(event)).not.toContain("Android");
  });

  it("leaves out bots, browsers that ask not to be tracked, the team, and what is no page view", async () => {
    const counter = await counterOn(store.db);
    const page = { [BEACON.page]: "/contact" };
    expect(
      await counter.count(
        beacon(page, {
          headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
        }),
      ),
    ).toBe("bot");
    expect(await counter.count(beacon(page, { headers: { "sec-gpc": "1" } }))).toBe("asked-not-to");
    expect(await counter.count(beacon(page, { headers: { dnt: "1" } }))).toBe("asked-not-to");
    expect(
      await counter.count(beacon(page, { headers: { cookie: "theme=dark; inbox_session=abc" } })),
    ).toBe("team");
    const notPageViews: Record<string, string>[] = [
      { [BEACON.page]: "/admin" },
      { [BEACON.page]: "/contact?email=meera@example.in" },
      { [BEACON.page]: "https://evil.example/" },
      { [BEACON.page]: "/contact", [BEACON.device]: "fridge" },
      { [BEACON.page]: "/contact", [BEACON.host]: "example.in/path?q=1" },
      { [BEACON.page]: "/contact", [BEACON.starts]: "yes" },
    ];
    for (const fields of notPageViews) {
      expect(await counter.count(beacon(fields)), JSON.stringify(fields)).toBe("unknown");
    }
    await counter.write();
    expect(await events()).toEqual([]);
  });

  it("hashes one address and browser as one visitor until midnight in India, and keeps no older salt", async () => {
    const counter = await counterOn(store.db);
    const view = beacon({ [BEACON.page]: "/" });
    now = new Date("2026-12-07T23:58:00+05:30");
    await counter.count(view);
    // Another address of the same /64 is the same connection.
    await counter.count(beacon({ [BEACON.page]: "/" }, { address: "2401:4900:1c5a:1::1" }));
    await counter.count(beacon({ [BEACON.page]: "/" }, { address: "2401:4900:1c5a:1::2" }));
    now = new Date("2026-12-08T00:01:00+05:30");
    await counter.count(view);
    await counter.write();
    const rows = await events();
    expect(rows.map((row) => row.day)).toEqual([
      "2026-12-07",
      "2026-12-07",
      "2026-12-07",
      "2026-12-08",
    ]);
    expect(rows[1]!.visitor).toBe(rows[2]!.visitor);
    expect(rows[0]!.visitor).not.toBe(rows[1]!.visitor);
    // The same person after midnight is another visitor: the hashes of two days do not join.
    expect(rows[3]!.visitor).not.toBe(rows[0]!.visitor);
    const salts = await store.db.select({ day: visitSalts.day }).from(visitSalts);
    expect(salts).toEqual([{ day: "2026-12-08" }]);
  });

  it("counts at most the address's limit from a flood, and keeps 50 of a day's sources by name", async () => {
    const counter = await counterOn(store.db);
    const start = now.getTime();
    const outcomes = new Map<string, number>();
    // 10,000 page views in a minute from one address, each with a campaign of its own.
    for (let n = 0; n < 10_000; n += 1) {
      now = new Date(start + Math.floor((n * 60_000) / 10_000));
      const outcome = await counter.count(
        beacon({
          [BEACON.page]: "/",
          [BEACON.starts]: "1",
          [BEACON.utmSource]: "flood",
          [BEACON.utmCampaign]: `c${n}-${Math.random().toString(36).slice(2)}`,
        }),
      );
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    // At once the limit, then one more every window ÷ limit: 2 s, 30 in the minute.
    const bound = VIEWS_PER_ADDRESS + 60_000 / (ADDRESS_WINDOW_MS / VIEWS_PER_ADDRESS) + 1;
    expect(outcomes.get("counted")).toBeLessThanOrEqual(bound);
    expect(outcomes.get("counted")).toBeGreaterThanOrEqual(VIEWS_PER_ADDRESS);
    expect((outcomes.get("counted") ?? 0) + (outcomes.get("limited") ?? 0)).toBe(10_000);
    await counter.write();
    const [{ raw }] = (await store.db.select({ raw: count() }).from(visitEvents)) as [
      { raw: number },
    ];
    expect(raw).toBe(outcomes.get("counted"));
    // Once the day is rolled up: one row per named source, one for the rest.
    now = new Date("2026-12-08T09:00:00+05:30");
    await counter.rollUp();
    const sources = await store.db
      .select()
      .from(visitDays)
      .where(eq(visitDays.dimension, "source"));
    expect(sources).toHaveLength(SOURCES_KEPT_PER_DAY + 1);
    const other = sources.find((row) => row.other)!;
    expect(other.views).toBe(raw - SOURCES_KEPT_PER_DAY);
    const [all] = await readVisits(
      store.db,
      { from: "2026-12-07", to: "2026-12-07", by: "day" },
      "2026-12-08",
    );
    expect(all).toEqual({ key: "2026-12-07", other: false, views: raw, visits: raw, visitors: 1 });
  });

  it("rolls up forty days once each, by two servers at once after three days without one, and equals what the page views gave", async () => {
    const second = store.kind === "postgres" ? await store.reopen() : undefined;
    const days = Array.from({ length: 40 }, (_, n) => addDays("2026-12-07", n - 40));
    const seeded = days.flatMap((day, d) =>
      Array.from({ length: 20 + (d % 7) }, (_, n) => ({
        day,
        page: [...PAGES][n % PAGES.size]!,
        language: ["en", "en", "mr", "hi", "mr", "hi"][n % PAGES.size]!,
        starts: n % 3 === 0,
        visitor: `visitor-${d}-${n % 9}`,
        device: ["phone", "tablet", "desktop"][n % 3]!,
        host: n % 4 === 0 ? "google.com" : "",
        utmSource: n % 5 === 0 ? "instagram" : "",
        utmMedium: "",
        utmCampaign: n % 10 === 0 ? "diwali" : "",
      })),
    );
    await store.db.insert(visitEvents).values(seeded);
    // Rolled up until three days ago; then no server ran.
    await rollUpVisits(store.db, days[37]!, { eventDays: 90, countMonths: 24 });
    expect(await store.db.select().from(visitRollups)).toHaveLength(37);
    const dbs = [store.db, second?.db ?? store.db];
    const rolled = await Promise.all(
      dbs.map((db) => rollUpVisits(db, "2026-12-07", { eventDays: 90, countMonths: 24 })),
    );
    expect(rolled.flat().sort()).toEqual(days.slice(37));
    await second?.close();

    const stored = await store.db.select().from(visitDays);
    for (const day of days) {
      const of = seeded.filter((event) => event.day === day);
      const expected = (pick: (event: (typeof of)[number]) => string) => {
        const groups = new Map<string, typeof of>();
        for (const event of of)
          groups.set(pick(event), [...(groups.get(pick(event)) ?? []), event]);
        return [...groups].map(([value, group]) => ({
          value,
          views: group.length,
          visits: group.filter((event) => event.starts).length,
          visitors: new Set(group.map((event) => event.visitor)).size,
        }));
      };
      const got = (dimension: string) =>
        stored
          .filter((row) => row.day === day && row.dimension === dimension)
          .map(({ value, views, visits, visitors }) => ({ value, views, visits, visitors }));
      const sorted = <T extends { value: string }>(rows: T[]) =>
        [...rows].sort((a, b) => a.value.localeCompare(b.value));
      expect(got("all")).toEqual(expected(() => ""));
      expect(sorted(got("page"))).toEqual(sorted(expected((event) => event.page)));
      expect(sorted(got("language"))).toEqual(sorted(expected((event) => event.language)));
      expect(sorted(got("device"))).toEqual(sorted(expected((event) => event.device)));
      expect(sorted(got("source"))).toEqual(
        sorted(
          expected((event) =>
            [event.host, event.utmSource, event.utmMedium, event.utmCampaign].join("\u001f"),
          ),
        ),
      );
    }

    // Then each page view goes after 30 days; the days' counts stay.
    await rollUpVisits(store.db, "2026-12-07", KEEPING);
    const kept = await store.db.selectDistinct({ day: visitEvents.day }).from(visitEvents);
    expect(kept.map((row) => row.day).sort()[0]).toBe(addDays("2026-12-07", -30));
    expect(await store.db.select().from(visitDays)).toHaveLength(stored.length);
  });

  it("names sources when read, and reads today from its page views", async () => {
    const counter = await counterOn(store.db);
    const visit = (address: string, fields: Record<string, string>) =>
      counter.count(
        beacon({ [BEACON.page]: "/hi/", [BEACON.starts]: "1", ...fields }, { address }),
      );
    await visit("49.36.0.2", { [BEACON.host]: "l.instagram.com" });
    await visit("49.36.0.3", { [BEACON.utmSource]: "IG", [BEACON.utmCampaign]: "diwali" });
    await visit("49.36.0.4", { [BEACON.host]: "www.google.co.in" });
    await visit("49.36.0.5", {});
    await counter.write();
    const read = (by: "source" | "campaign" | "language") =>
      readVisits(store.db, { from: "2026-12-01", to: "2026-12-07", by }, "2026-12-07");
    expect((await read("source")).map(({ key, views }) => [key, views])).toEqual([
      ["Instagram", 2],
      ["Direct", 1],
      ["Google", 1],
    ]);
    expect((await read("campaign")).map(({ key, visits }) => [key, visits])).toEqual([
      ["", 3],
      ["diwali", 1],
    ]);
    expect(await read("language")).toEqual([
      { key: "hi", other: false, views: 4, visits: 4, visitors: 4 },
    ]);
  });

  it("keeps page views while the store refuses them, and writes them once it takes them", async () => {
    const counter = await counterOn(store.db);
    await counter.count(beacon({ [BEACON.page]: "/" }));
    await store.db.execute("alter table visit_events rename to visit_events_away");
    await expect(counter.write()).rejects.toThrow();
    await counter.count(beacon({ [BEACON.page]: "/contact" }));
    await expect(counter.write()).rejects.toThrow();
    expect(lines.filter((line) => line.includes("could not be written"))).toHaveLength(1);
    expect(lines.join("\n")).not.toContain(JIO);
    await store.db.execute("alter table visit_events_away rename to visit_events");
    await counter.write();
    expect((await events()).map((row) => row.page)).toEqual(["/", "/contact"]);
  });
});
