// `npm run bench:leads`: quote requests the server stores per second, from outside, as a burst
// of visitors would send them (autocannon on loopback, each request a different quote).
// Targets (issue 17, docs/performance.md):
//   - embedded store, one server: at least 300 stored leads/s, p99 at most 100 ms, and as many
//     leads on disk as 201 answers;
//   - PostgreSQL (when DATABASE_URL is set), two servers on one database: at least 600 leads/s
//     together, none lost or doubled;
//   - the home page's requests/s while 50 leads/s are written: within 20% of the figure without.
// A bench, not a test: the figures depend on the machine. Options: --duration 10, --limits
// (the quote limits on, set so high that none refuses: what counting every quote costs),
// --parts embedded,postgres,home (the runs to make).
import { parseArgs } from "node:util";

import autocannon from "autocannon";

import { startServer } from "../lib/server-process.ts";
import { query, withBenchDatabase } from "../lib/bench-database.ts";
import { reportTargets } from "../lib/report-targets.ts";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    limits: { type: "boolean", default: false },
    /** Only these parts: embedded, postgres, home (comma-separated); all by default. */
    parts: { type: "string", default: "embedded,postgres,home" },
  },
});
/** The servers' settings: the quote limits off (startServer's default) or counting every quote. */
const LIMITS: Record<string, string> = options.limits
  ? { LEADS_LIMIT_CONTACT_PER_HOUR: "1000000", LEADS_LIMIT_ADDRESS_PER_10_MIN: "1000000" }
  : {};
const duration = Number(options.duration);
/** Visitors sending at the same moment: a burst far beyond a small agency's busiest hour. */
const CONNECTIONS = 10;
/** How often a timed run looks whether its quotes are all answered (autocannon's sample). */
const SAMPLE_MS = 10;
/** Quotes sent in each throughput run: about ten seconds' worth at the target rate. */
const AMOUNT = 300 * duration;

type Row = { label: string; target: string; value: string; ok: boolean };
const rows: Row[] = [];

let sequence = 0;
/** A different, valid quote for each request, so the duplicate check never merges two. */
const quoteBody = () =>
  new URLSearchParams({
    name: "Bench Visitor",
    email: "bench@example.in",
    whatsapp: "+91 98765 43210",
    service: "Website Creation",
    message: `Benchmark request ${process.pid}-${(sequence += 1)}`,
  }).toString();

/**
 * POSTs quotes at `url`: `amount` of them as fast as `connections` visitors at once can (every
 * answer counted), or for the duration at `overallRate` a second.
 */
function postQuotes(
  url: string,
  {
    connections = CONNECTIONS,
    overallRate,
    amount,
    sampleMs,
  }: { connections?: number; overallRate?: number; amount?: number; sampleMs?: number } = {},
) {
  return autocannon({
    url: `${url}/api/leads`,
    ...(sampleMs && { sampleInt: sampleMs }),
    ...(amount ? { amount } : { duration }),
    connections,
    overallRate,
    requests: [
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        setupRequest: (request) => ({ ...request, body: quoteBody() }),
      },
    ],
  });
}

const created = (result: autocannon.Result) => result["2xx"];
/**
 * Leads per second over the run: answered quotes over the time the run took, timed here.
 * autocannon ends an `amount` run only at its next sample (every second by default), so a
 * run's time was whole seconds plus a few ms (333/s and 428/s were neighbours, 498/s and
 * 599/s too): the timed runs sample every 10 ms (SAMPLE_MS).
 */
const rateOf = (result: autocannon.Result & { seconds?: number }) =>
  created(result) / (result.seconds ?? result.duration);

/** Runs the quotes and adds the run's time in seconds, to the millisecond. */
async function timedQuotes(url: string, amount: number) {
  const start = performance.now();
  const result = await postQuotes(url, { amount, sampleMs: SAMPLE_MS });
  return Object.assign(result, { seconds: (performance.now() - start) / 1000 });
}

const parts = new Set(options.parts.split(","));

// 1. The embedded store.
if (parts.has("embedded")) {
  const server = await startServer(LIMITS);
  const result = await timedQuotes(server.url, AMOUNT);
  await server.stop();
  const { storedLeads } = await import("../lib/stored-leads.ts");
  const stored = await storedLeads(server.dataDir);
  const rate = rateOf(result);
  rows.push(
    {
      label: `embedded: leads/s (${CONNECTIONS} at once)`,
      target: "≥ 300",
      value: rate.toFixed(0),
      ok: rate >= 300,
    },
    {
      label: "embedded: p99 latency",
      target: "≤ 100 ms",
      value: `${result.latency.p99} ms`,
      ok: result.latency.p99 <= 100,
    },
    {
      label: "embedded: stored = 201 answers",
      target: "equal",
      value: `${stored} stored, ${created(result)} × 201, ${result.non2xx + result.errors} other`,
      ok: stored === created(result) && result.non2xx + result.errors === 0,
    },
  );
}

// 2. PostgreSQL, two servers on one database.
if (process.env.DATABASE_URL && parts.has("postgres")) {
  await withBenchDatabase(process.env.DATABASE_URL, "leads_bench", async (databaseUrl) => {
    const servers = await Promise.all([
      startServer({ ...LIMITS, DATABASE_URL: databaseUrl }),
      startServer({ ...LIMITS, DATABASE_URL: databaseUrl }),
    ]);
    const results = await Promise.all(servers.map((server) => timedQuotes(server.url, AMOUNT)));
    await Promise.all(servers.map((server) => server.stop()));
    const answered = results.reduce((sum, result) => sum + created(result), 0);
    const [counts] = await query(
      databaseUrl,
      "select count(*)::int as leads, count(distinct message)::int as distinct_messages from leads",
    );
    const rate = results.reduce((sum, result) => sum + rateOf(result), 0);
    rows.push(
      {
        label: "PostgreSQL, 2 servers: leads/s",
        target: "≥ 600",
        value: rate.toFixed(0),
        ok: rate >= 600,
      },
      {
        label: "PostgreSQL: none lost or doubled",
        target: "equal",
        value: `${counts.leads} stored (${counts.distinct_messages} distinct), ${answered} × 201`,
        ok: counts.leads === answered && counts.distinct_messages === answered,
      },
    );
  });
}

// 3. The home page while leads are written.
if (parts.has("home")) {
  const server = await startServer(LIMITS);
  const home = () =>
    autocannon({
      url: `${server.url}/`,
      duration,
      connections: 50,
      headers: { "accept-encoding": "br, gzip" },
    });
  const alone = (await home()).requests.average;
  const [busy] = await Promise.all([
    home(),
    postQuotes(server.url, { connections: 5, overallRate: 50 }),
  ]);
  await server.stop();
  const ratio = busy.requests.average / alone;
  rows.push({
    label: "home page req/s while 50 leads/s are written",
    target: "≥ 80% of alone",
    value: `${Math.round(busy.requests.average)} vs ${Math.round(alone)} (${(ratio * 100).toFixed(0)}%)`,
    ok: ratio >= 0.8,
  });
}

console.log(
  options.limits
    ? "The quote limits count every quote (set too high to refuse any)."
    : "The quote limits are off.",
);
reportTargets(rows.map(({ label, ...row }) => ({ measure: label, ...row })));
