// The sample business's visits, for the screenshots of the owner's picture: the last 180 days
// of page views at about 140 visits a day (more on weekdays), over the site's real pages in
// three languages, from Instagram, Google, Facebook, a newsletter and typed-in addresses, most
// of them on phones; and the sample leads of those days given the entry pages, languages and
// devices such visits would. Written as plain rows into a store no server holds yet; the server
// rolls the past days up when it starts.
import { sql } from "drizzle-orm";

import { visitEvents } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { seededRandom } from "#app/lib/seeded-random.ts";
import { DAY_MS, istDay } from "#app/site/india-time.ts";
import { publicPagePaths } from "#app/wiring/public-pages.server.ts";

import { weighted } from "./seed-leads.ts";

const DAYS = 180;

type Arrival = { utmSource: string; host: string; utmCampaign: string };
const arrival = (utmSource: string, host: string, utmCampaign = ""): Arrival => ({
  utmSource,
  host,
  utmCampaign,
});

/** How visits arrive, and how often. */
const ARRIVALS: [Arrival, number][] = [
  [arrival("instagram", "", "diwali-offer"), 18],
  [arrival("", "l.instagram.com"), 14],
  [arrival("", "www.google.com"), 30],
  [arrival("", ""), 22],
  [arrival("", "m.facebook.com"), 8],
  [arrival("newsletter", "", "november"), 5],
  [arrival("", "punetimes.example"), 3],
];
const DEVICES: [string, number][] = [
  ["phone", 68],
  ["desktop", 26],
  ["tablet", 6],
];

/** Writes the page views and gives the period's leads their visit's entry page and device. */
export async function seedSampleVisits(db: Db, seed = 57): Promise<void> {
  const random = seededRandom(seed);
  // The home pages and articles are where most visits begin.
  const pages = [...publicPagePaths()];
  const entries = pages.filter((page) =>
    /^\/(?:mr\/|hi\/)?(?:$|blogs\/|services$|contact$)/.test(page),
  );
  const english = entries.filter((page) => !/^\/(?:mr|hi)\//.test(page));
  const now = Date.now();
  const rows: (typeof visitEvents.$inferInsert)[] = [];
  for (let daysAgo = 1; daysAgo <= DAYS; daysAgo += 1) {
    const day = istDay(new Date(now - daysAgo * DAY_MS));
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const visits = Math.round((weekday === 0 ? 90 : 150) * (0.8 + random() * 0.4));
    for (let n = 0; n < visits; n += 1) {
      // Two in three visits are English, the rest in any of the three languages.
      const among = random() < 0.66 ? english : entries;
      const page = among[Math.floor(random() * among.length)]!;
      const language = page.startsWith("/mr/") ? "mr" : page.startsWith("/hi/") ? "hi" : "en";
      const visit = {
        day,
        language,
        visitor: `s${daysAgo}-${n}`,
        device: weighted(random, DEVICES),
        ...weighted(random, ARRIVALS),
      };
      rows.push({ ...visit, page, starts: true });
      // Half the visits read a second page.
      if (random() < 0.5)
        rows.push({
          ...visit,
          page: `${language === "en" ? "" : `/${language}`}/services`,
          starts: false,
        });
    }
  }
  for (let at = 0; at < rows.length; at += 1000) {
    await db.insert(visitEvents).values(rows.slice(at, at + 1000));
  }
  // The sample leads of these days: an entry page among those visited, its language, and a
  // device, spread by each lead's id so the same seed gives the same picture.
  const landing = sql.raw(`array[${entries.map((page) => `'${page}'`).join(",")}]`);
  await db.execute(sql`update leads set
      landing_page = (${landing})[1 + abs(hashtext(id::text)) % ${entries.length}]
        || coalesce('?utm_source=' || utm_source, ''),
      device = (array['phone','phone','desktop','phone','tablet','desktop','phone'])[1 + abs(hashtext(id::text || 'd')) % 7]
    where created_at > now() - interval '${sql.raw(String(DAYS))} days'`);
  await db.execute(sql`update leads set language = case
      when landing_page like '/mr/%' then 'mr' when landing_page like '/hi/%' then 'hi' else 'en' end
    where created_at > now() - interval '${sql.raw(String(DAYS))} days'`);
}
