// `npm run bench:visits`: page views the server counts per second, from outside, as many
// visitors' browsers send their beacons (autocannon on loopback, behind a trusted proxy, each
// beacon from an address of its own). Targets (issue 56, docs/performance.md):
//   - embedded store, one server: at least 500 beacons/s, p99 at most 100 ms, every beacon
//     answered 204 and stored;
//   - PostgreSQL (when DATABASE_URL is set), two servers on one database: at least 1,000
//     beacons/s together, p99 at most 100 ms, every one stored;
//   - while 500 beacons/s flow (embedded): quotes stored per second within 15% of the figure
//     without them, and the home page's requests per second within 20%.
// A bench, not a test: the figures depend on the machine. Options: --duration 10, --parts
// embedded,postgres,quotes,home (the runs to make).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";

import autocannon from "autocannon";

import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { openStore } from "#app/db/store.server.ts";

import { startServer, type ServerProcess } from "../lib/server-process.ts";
import { query, withBenchDatabase } from "../lib/bench-database.ts";
import { reportTargets } from "../lib/report-targets.ts";
import { CONNECTIONS, sendBeacons } from "./beacon-flow.ts";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    parts: { type: "string", default: "embedded,postgres,quotes,home" },
  },
});
const duration = Number(options.duration);
const parts = new Set(options.parts.split(","));
/** Rounds of each measurement beside the flow, and alone. */
const ROUNDS = 3;
/** The flow the quotes and the home page are measured beside. */
const FLOW = 500;
/** Behind a proxy the server trusts, so that each beacon's X-Forwarded-For is its address. */
const PROXIED = { TRUST_PROXY: "1" };
/** Quotes at `url` for the duration, each a different one. */
function sendQuotes(url: string) {
  let n = 0;
  return autocannon({
    url: `${url}/api/leads`,
    duration,
    connections: 10,
    requests: [
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          origin: url,
        },
        setupRequest: (request) => ({
          ...request,
          body: new URLSearchParams({
            name: "Bench Visitor",
            email: "bench@example.in",
            whatsapp: "+91 98765 43210",
            service: "Website Creation",
            message: `Benchmark request ${process.pid}-${(n += 1)}`,
          }).toString(),
        }),
      },
    ],
  });
}

/**
 * FLOW beacons a second to `url` from a process of its own (./beacon-flow.ts, which loads
 * nothing but autocannon): sent from this one, they would slow the requests measured beside
 * them on the client's side, one thread sending both. Resolves once the flow runs; `done` when
 * it has ended (it outlasts the measurement by a second on either side).
 */
async function beaconFlow(url: string) {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, "beacon-flow.ts"), url, String(FLOW), String(duration + 2)],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const done = new Promise<void>((resolve, reject) => {
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`the beacon flow ended with ${code}`)),
    );
  });
  await new Promise((pause) => setTimeout(pause, 1000));
  return { done };
}

type Row = { measure: string; target: string; value: string; ok: boolean };
const rows: Row[] = [];

const perSecond = (result: autocannon.Result) => result["2xx"] / result.duration;
/** Every answer 204 (autocannon counts a 204 among its 2xx). */
const allAnswered = (results: autocannon.Result[]) =>
  results.every((result) => result.non2xx === 0 && result.errors === 0 && result.timeouts === 0);

/**
 * Every answered beacon stored: autocannon stops at its duration without reading the answers
 * still on their way, whose page views the server counted all the same (one per connection).
 */
const storedAll = (stored: number, answered: number, inFlight: number) =>
  stored >= answered && stored <= answered + inFlight;

/** The page views a stopped embedded server stored. */
async function storedOnDisk(server: ServerProcess) {
  const store = await openStore({ dataDir: server.dataDir, migrationsFolder: MIGRATIONS_FOLDER });
  try {
    const result = await store.db.execute("select count(*)::int as n from visit_events");
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  } finally {
    await store.close();
  }
}

// 1. The embedded store, one server.
if (parts.has("embedded")) {
  const server = await startServer(PROXIED);
  const result = await sendBeacons(server.url, { duration });
  await server.stop();
  const stored = await storedOnDisk(server);
  const rate = perSecond(result);
  rows.push(
    { measure: "embedded: beacons/s", target: "≥ 500", value: rate.toFixed(0), ok: rate >= 500 },
    {
      measure: "embedded: p99 latency",
      target: "≤ 100 ms",
      value: `${result.latency.p99} ms`,
      ok: result.latency.p99 <= 100,
    },
    {
      measure: "embedded: stored = 204 answers",
      target: "equal (+ in flight)",
      value: `${stored} stored, ${result["2xx"]} × 204, ${result.non2xx + result.errors} other`,
      ok: storedAll(stored, result["2xx"], CONNECTIONS) && allAnswered([result]),
    },
  );
}

// 2. PostgreSQL, two servers on one database.
if (process.env.DATABASE_URL && parts.has("postgres")) {
  await withBenchDatabase(process.env.DATABASE_URL, "visits_bench", async (databaseUrl) => {
    const servers = await Promise.all([
      startServer({ ...PROXIED, DATABASE_URL: databaseUrl }),
      startServer({ ...PROXIED, DATABASE_URL: databaseUrl }),
    ]);
    const results = await Promise.all(
      servers.map((server) => sendBeacons(server.url, { duration })),
    );
    await Promise.all(servers.map((server) => server.stop()));
    const [{ n: stored }] = await query(databaseUrl, "select count(*)::int as n from visit_events");
    const rate = results.reduce((sum, result) => sum + perSecond(result), 0);
    const answered = results.reduce((sum, result) => sum + result["2xx"], 0);
    const p99 = Math.max(...results.map((result) => result.latency.p99));
    rows.push(
      {
        measure: "PostgreSQL, 2 servers: beacons/s",
        target: "≥ 1,000",
        value: rate.toFixed(0),
        ok: rate >= 1000,
      },
      {
        measure: "PostgreSQL: p99 latency",
        target: "≤ 100 ms",
        value: `${p99} ms`,
        ok: p99 <= 100,
      },
      {
        measure: "PostgreSQL: stored = 204 answers",
        target: "equal (+ in flight)",
        value: `${stored} stored, ${answered} × 204`,
        ok: storedAll(stored, answered, 2 * CONNECTIONS) && allAnswered(results),
      },
    );
  });
}

/**
 * `measure` (a rate) alone and while FLOW beacons a second flow, in ROUNDS alternating rounds on
 * one server: medians of each. On a 2-core machine one pair of runs varies by ±15% from the
 * other processes' share of the cores alone; alternating rounds let both sides meet the same.
 */
async function besideFlow(measure: (url: string) => Promise<number>) {
  const server = await startServer(PROXIED);
  const alone: number[] = [];
  const busy: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      alone.push(await measure(server.url));
      const flow = await beaconFlow(server.url);
      busy.push(await measure(server.url));
      await flow.done;
    }
  } finally {
    await server.stop();
  }
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1]!;
  return { alone: median(alone), busy: median(busy) };
}

const besideRow = (
  what: string,
  { alone, busy }: { alone: number; busy: number },
  least: number,
) => ({
  measure: `${what} while ${FLOW} beacons/s flow (median of ${ROUNDS})`,
  target: `≥ ${least * 100}% of alone`,
  value: `${busy.toFixed(0)} vs ${alone.toFixed(0)} (${((busy / alone) * 100).toFixed(0)}%)`,
  ok: busy / alone >= least,
});

// 3. Quotes while 500 beacons/s flow, against quotes alone (the embedded store).
if (parts.has("quotes")) {
  const rates = await besideFlow(async (url) => perSecond(await sendQuotes(url)));
  rows.push(besideRow("quotes/s", rates, 0.85));
}

// 4. The home page while 500 beacons/s flow.
if (parts.has("home")) {
  const rates = await besideFlow(
    async (url) =>
      (
        await autocannon({
          url: `${url}/`,
          duration,
          connections: 50,
          headers: { "accept-encoding": "br, gzip" },
        })
      ).requests.average,
  );
  rows.push(besideRow("home page req/s", rates, 0.8));
}

reportTargets(rows);
