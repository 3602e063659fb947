// A flood of page views from one address (issue 56): 10,000 beacons in well under a minute,
// with 1,000 made-up campaign names, to a real server on the embedded store. Every one is
// answered 204 (a beacon's answer never shows an error), the address's limit counts at most
// 300 at once and one every 2 s, and the tables grow by no more than that: the page views
// counted, one limit row, and for the day's roll-up 50 named sources and one row for the rest.
import { randomBytes } from "node:crypto";

import { count, countDistinct, eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { visitDays, visitEvents } from "#app/db/schema.server.ts";
import { openStore } from "#app/db/store.server.ts";
import { istDay } from "#app/site/india-time.ts";
import { rollUpVisits } from "#app/visits/roll-up.server.ts";
import {
  ADDRESS_WINDOW_MS,
  SOURCES_KEPT_PER_DAY,
  VIEWS_PER_ADDRESS,
} from "#app/visits/index.server.ts";

import { startServer } from "./harness.ts";

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const BEACONS = 10_000;
const CAMPAIGNS = 1_000;
const AT_ONCE = 50;
/** 1,000 made-up campaign names, as a script flooding the site would send. */
const NAMES = Array.from({ length: CAMPAIGNS }, () => randomBytes(9).toString("base64url"));

it("10,000 beacons from one address with 1,000 campaign names: all 204, counted within the limit, the tables barely grown", async () => {
  const server = await startServer();
  const started = Date.now();
  const statuses = new Map<number, number>();
  const send = async (n: number) => {
    const response = await fetch(`${server.url}/api/visits`, {
      method: "POST",
      headers: { Origin: server.url, "User-Agent": PHONE_UA },
      body: new URLSearchParams({
        p: "/",
        d: "phone",
        v: "1",
        s: "flood",
        c: NAMES[n % CAMPAIGNS]!,
      }),
    });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  };
  for (let n = 0; n < BEACONS; n += AT_ONCE) {
    await Promise.all(Array.from({ length: AT_ONCE }, (_, k) => send(n + k)));
  }
  const seconds = (Date.now() - started) / 1000;
  expect(seconds).toBeLessThan(60);
  expect([...statuses]).toEqual([[204, BEACONS]]);
  await server.stop();

  const store = await openStore({ dataDir: server.dataDir, migrationsFolder: MIGRATIONS_FOLDER });
  try {
    const [stored] = await store.db
      .select({ views: count(), campaigns: countDistinct(visitEvents.utmCampaign) })
      .from(visitEvents);
    // 300 at once, then one for every 2 s the flood lasted (and the one the clock may round to).
    const bound =
      VIEWS_PER_ADDRESS + Math.ceil(seconds / (ADDRESS_WINDOW_MS / VIEWS_PER_ADDRESS / 1000)) + 1;
    expect(stored!.views).toBeGreaterThanOrEqual(VIEWS_PER_ADDRESS);
    expect(stored!.views).toBeLessThanOrEqual(bound);
    const pageViewRates = await store.db.execute(
      "select count(*)::int as n from limit_counts where count = 0 and next_at is null",
    );
    expect((pageViewRates as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    // The day rolled up: its named sources are capped, the rest one row.
    const today = istDay(new Date());
    const tomorrow = new Date(`${today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    await rollUpVisits(store.db, istDay(tomorrow), { eventDays: 30, countMonths: 24 });
    const sources = await store.db
      .select()
      .from(visitDays)
      .where(eq(visitDays.dimension, "source"));
    expect(sources.length).toBeLessThanOrEqual(SOURCES_KEPT_PER_DAY + 1);
    expect(sources.reduce((sum, row) => sum + row.views, 0)).toBe(stored!.views);
    expect(stored!.campaigns).toBeGreaterThan(SOURCES_KEPT_PER_DAY);
  } finally {
    await store.close();
  }
});
