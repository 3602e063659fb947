// A small agency's last two years of leads, for the screenshots of the inbox's overview: made
// with the bench's seed (scripts/lib/seed-leads.ts: sources, services, statuses, first
// responses and won values as an owner leaves them), at about twenty leads a week, and a
// history for each handled lead as the inbox records it, so the funnel counts the steps a lead
// passed before it was lost; and half a year of the site's visits, the leads of those days given
// the entry pages and devices such visits would (./sample-visits.ts). Written straight into a
// store no server holds yet.
import { sql } from "drizzle-orm";

import { leadEvents, leads } from "#app/db/schema.server.ts";
import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { openStore } from "#app/db/store.server.ts";

import { seedSampleVisits } from "./sample-visits.ts";
import { seedLeads } from "./seed-leads.ts";

/** About twenty a week over the seed's 720 days. */
const SAMPLE_LEADS = 2000;

/** Seeds the embedded store in `dataDir` (closed again before the server opens it). */
export async function seedSampleBusiness(dataDir: string, actor: string): Promise<void> {
  const store = await openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
  try {
    await seedLeads(store.db, { count: SAMPLE_LEADS, seed: 29 });
    // The steps each handled lead went through, at its first response and a day apart: a
    // lost lead had been contacted, and every other one of them quoted, before it was lost.
    const step = (from: string, to: string, days: number, which: string) =>
      store.db
        .execute(sql`insert into ${leadEvents} (id, lead_id, at, actor, kind, from_status, to_status)
        select gen_random_uuid(), ${leads.id}, ${leads.firstResponseAt} + make_interval(days => ${days}),
          ${actor}, 'status', ${from}, ${to}
        from ${leads} where ${leads.firstResponseAt} is not null and ${sql.raw(which)}`);
    await step("new", "contacted", 0, "status <> 'spam' and status <> 'new'");
    await step("contacted", "quote-sent", 1, "status in ('quote-sent', 'won')");
    await step("quote-sent", "won", 3, "status = 'won'");
    await step("contacted", "quote-sent", 1, "status = 'lost' and created_at::time < '12:00'");
    await step("quote-sent", "lost", 5, "status = 'lost' and created_at::time < '12:00'");
    await step("contacted", "lost", 4, "status = 'lost' and created_at::time >= '12:00'");
    await seedSampleVisits(store.db);
  } finally {
    await store.close();
  }
}
