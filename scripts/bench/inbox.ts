// `npm run bench:inbox`: how fast the owner's inbox answers with 100,000 leads in the store
// (issue 18; issue 28's follow-up views; issue 29's overview; issue 57's overview by period,
// with a million page views). On the embedded store, and on PostgreSQL as well when
// DATABASE_URL is set (a database of its own on that server), each seeded with made-up leads
// (seed-leads.ts, half of them assigned to the owner), what the owner's work leaves beside
// them (seed-owner-work.ts: the account, a history, an audit log) and the site's visits
// (seed-visits.ts: 30 days of page views, 24 months of days' counts), then measured thrice:
//   1. each query alone, in this process around the call, and the CSV export's time and memory
//      (inbox-queries.ts): median and max of --runs;
//   2. for each period of the overview, its visits' reads apart, and its reads whole
//      (overview-queries.ts): p50 and p95 of --visit-runs;
//   3. each inbox page whole, as the signed-in owner gets it from a real server process on the
//      store (inbox-pages.ts): median and p95 of --page-runs requests per page, of
//      --overview-runs for each period of the overview.
// Target: 150 ms server time (max of a query, p95 of a page and of an overview's read).
// A bench, not a test: the figures depend on the machine. Options:
//   --count 100000 --runs 5 --page-runs 20 --visit-runs 20 --overview-runs 40
//   --views-per-day 33000   page views a day (0: none seeded); a small store to try the bench
//                           on: --count 2000 --views-per-day 1000
//   --data-dir DIR   the embedded store to use: seeded when it has no leads, kept afterwards
//                    (seeding 100,000 takes minutes); by default a temporary one
//   --database NAME  the same for PostgreSQL: a database on DATABASE_URL's server
//   --pages-only     the pages alone (part 2)
// The pages are the build's (build/, made first when there is none): after changing the app,
// run `npm run build` before the bench.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { count } from "drizzle-orm";
import pg from "pg";

import { leads } from "#app/db/schema.server.ts";
import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { openStore, type Store } from "#app/db/store.server.ts";
import { istDay } from "#app/site/india-time.ts";

import { benchPages, ensureBuild, type PageRow } from "./inbox-pages.ts";
import { benchQueries, type QueryRow } from "./inbox-queries.ts";
import { benchOverviewQueries, type OverviewQueryRow } from "./overview-queries.ts";
import { COUNTED_DAYS, RAW_DAYS, seedVisits, visitsStored } from "./seed-visits.ts";
import { seedLeads } from "../lib/seed-leads.ts";
import { ownerAccount, seedOwnerWork, type BenchLead, type BenchOwner } from "./seed-owner-work.ts";
import { reportTargets } from "../lib/report-targets.ts";

const { values: options } = parseArgs({
  options: {
    count: { type: "string", default: "100000" },
    runs: { type: "string", default: "5" },
    "page-runs": { type: "string", default: "20" },
    "visit-runs": { type: "string", default: "20" },
    "overview-runs": { type: "string", default: "40" },
    "views-per-day": { type: "string", default: "33000" },
    "data-dir": { type: "string" },
    database: { type: "string" },
    "pages-only": { type: "boolean", default: false },
  },
});
const COUNT = Number(options.count);
const RUNS = Number(options.runs);
const PAGE_RUNS = Number(options["page-runs"]);
const VISIT_RUNS = Number(options["visit-runs"]);
const OVERVIEW_RUNS = Number(options["overview-runs"]);
const VIEWS_PER_DAY = Number(options["views-per-day"]);

const queryRows: QueryRow[] = [];
const overviewRows: OverviewQueryRow[] = [];
const pageRows: PageRow[] = [];

/** Seeds the store unless it holds leads already (one reused from an earlier run). */
async function seedIfEmpty(store: Store, label: string, owner: BenchOwner) {
  const [stored] = await store.db.select({ leads: count() }).from(leads);
  if (stored && stored.leads > 0) {
    console.log(`${label}: ${stored.leads} leads already stored, not seeded again`);
    return;
  }
  const seeding = performance.now();
  await seedLeads(store.db, {
    count: COUNT,
    assigneeId: owner.id,
    onProgress: (done) => {
      if (done % 10_000 === 0) process.stdout.write(`\r${label}: ${done} leads seeded`);
    },
  });
  console.log(` in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
}

/**
 * Seeds the page views and counts (seed-visits.ts), saying how long each part took, unless the
 * store holds some already or --views-per-day is 0.
 */
async function seedVisitsIfEmpty(store: Store, label: string) {
  if (VIEWS_PER_DAY <= 0 || (await visitsStored(store.db))) {
    console.log(
      `${label}: page views ${VIEWS_PER_DAY <= 0 ? "left out" : "already stored"}, not seeded`,
    );
    return;
  }
  const seeded = await seedVisits(store.db, {
    viewsPerDay: VIEWS_PER_DAY,
    today: istDay(new Date()),
    onProgress: (events) => process.stdout.write(`\r${label}: ${events} page views seeded`),
  });
  const { events, rollUp, counts } = seeded.seconds;
  console.log(
    ` in ${events.toFixed(1)} s; ${RAW_DAYS - 1} days rolled up (rollUpDay) in ${rollUp.toFixed(1)} s;` +
      ` ${COUNTED_DAYS - RAW_DAYS} earlier days' counts (${seeded.countRows} rows) in ${counts.toFixed(1)} s;` +
      ` visits seeded in ${(events + rollUp + counts).toFixed(1)} s`,
  );
}

/**
 * Prepares and measures one store: the queries with the store open here, then the pages
 * with it closed (the embedded store admits one process: the server's).
 */
async function bench(
  label: string,
  open: () => Promise<Store>,
  env: { DATA_DIR: string } | { DATABASE_URL: string },
) {
  const store = await open();
  let prepared: { owner: BenchOwner; lead: BenchLead };
  try {
    const owner = await ownerAccount(store.db);
    await seedIfEmpty(store, label, owner);
    await seedVisitsIfEmpty(store, label);
    prepared = { owner, lead: await seedOwnerWork(store.db, owner) };
    if (!options["pages-only"]) {
      queryRows.push(...(await benchQueries(store.db, label, { runs: RUNS, ownerId: owner.id })));
      overviewRows.push(...(await benchOverviewQueries(store.db, label, { runs: VISIT_RUNS })));
    }
  } finally {
    await store.close();
  }
  pageRows.push(
    ...(await benchPages(label, env, {
      ...prepared,
      runs: PAGE_RUNS,
      overviewRuns: OVERVIEW_RUNS,
    })),
  );
}

async function query(databaseUrl: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

ensureBuild();

// 1. The embedded store: the folder given, or a temporary one.
{
  const dataDir = options["data-dir"] ?? mkdtempSync(join(tmpdir(), "inbox-bench-"));
  try {
    await bench("embedded", () => openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER }), {
      DATA_DIR: dataDir,
    });
  } finally {
    if (!options["data-dir"]) rmSync(dataDir, { recursive: true, force: true });
  }
}

// 2. PostgreSQL: the database named, or one of its own (as app/db/test-stores.test-helpers.ts makes them).
if (process.env.DATABASE_URL) {
  const base = new URL(process.env.DATABASE_URL);
  const name = options.database ?? `inbox_bench_${process.pid}`;
  const exists = await query(base.href, "SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (exists.length === 0) await query(base.href, `CREATE DATABASE "${name}"`);
  const databaseUrl = Object.assign(new URL(base.href), { pathname: `/${name}` }).href;
  try {
    await bench(
      "PostgreSQL",
      () => openStore({ dataDir: "", databaseUrl, migrationsFolder: MIGRATIONS_FOLDER }),
      { DATABASE_URL: databaseUrl },
    );
  } finally {
    if (!options.database) await query(base.href, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

console.log(`\nEach query alone: median and max of ${RUNS} runs, server time`);
console.log(
  `The overview's reads by period, this period's days and the one before: p50 / p95 of ${VISIT_RUNS} runs`,
);
console.log(
  `Each page whole, from a server: median, p95 and max of ${PAGE_RUNS} requests (the overview's: ${OVERVIEW_RUNS})`,
);
reportTargets(queryRows, overviewRows, pageRows);
