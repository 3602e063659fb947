// bench:inbox's second half: each inbox page whole, as a signed-in owner gets it from a real
// server (`node server/serve.ts`, as `npm start` runs it) on the seeded store: the session's
// check, every query of the page's loader (on the embedded store they share its one
// connection) and the HTML rendered. Timed from outside, on loopback, from the request to the
// last byte of the page: median, 95th percentile and max of `runs` requests each, the pages
// taken in turn so that a busy moment of the machine falls on all of them alike.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { SERVER_BUILD_FILE } from "../../server/paths.ts";
import { signIn } from "../lib/inbox-sign-in.ts";
import { startServer } from "../lib/server-process.ts";

import { TARGET_MS } from "./inbox-queries.ts";
import { OVERVIEW_PERIODS, overviewAddress } from "./overview-periods.ts";
import type { BenchLead, BenchOwner } from "./seed-owner-work.ts";
import { median, ms, p95 } from "./timings.ts";

const BUILD_SCRIPT = fileURLToPath(new URL("../build/build.ts", import.meta.url));

/** Requests per page before the timed ones: the route's modules loaded, the store's pages read. */
const WARM_UP = 3;

export type PageRow = {
  store: string;
  page: string;
  target: string;
  median: string;
  p95: string;
  max: string;
  ok: boolean;
};

/** The pages an owner opens, by what the table calls them. */
function inboxPages(lead: BenchLead): [string, string][] {
  const people = (query: Record<string, string>) => `/admin/people?${new URLSearchParams(query)}`;
  return [
    ["list: Inbox", "/admin"],
    ["list: Follow-ups due", "/admin?tab=due"],
    ["list: Assigned to me", "/admin?tab=mine"],
    ["list: Spam", "/admin?tab=spam"],
    ["list: search a name", "/admin?search=ananya+kulkarni"],
    ["a lead", `/admin/leads/${lead.id}`],
    ["a person's data by email", people({ email: lead.email })],
    ["a person's data by phone", people({ phone: lead.whatsapp })],
    ["audit log", "/admin/audit"],
    ["templates", "/admin/templates"],
    ["alerts", "/admin/alerts"],
    // Issue 57: each period of the overview (an unknown one would be the 12 weeks).
    ...OVERVIEW_PERIODS.map((period): [string, string] => [
      `overview: ${period.name}`,
      overviewAddress(period),
    ]),
  ];
}

/** The pages timed `overviewRuns` times rather than `runs`: the overview's periods. */
const isOverview = (name: string) => name.startsWith("overview:");

/**
 * The production build the server runs: made now when there is none (as `npm start` does), by
 * `npm run build`'s own script: React Router's build alone fails without the pages' scripts
 * and the compiled texts that script makes first.
 */
export function ensureBuild() {
  if (existsSync(SERVER_BUILD_FILE)) return;
  console.log("No build found: building first (npm run build).");
  const build = spawnSync(process.execPath, [BUILD_SCRIPT], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("the build failed");
}

/**
 * The address a search's page has (issue 55): asked for with the words, the server keeps them
 * and redirects to an address with their id, which is the page then timed. Others as they are.
 */
async function pageAddress(base: string, cookie: string, path: string): Promise<string> {
  if (!/[?&](search|email|phone)=/.test(path)) return path;
  const response = await fetch(`${base}${path}`, {
    headers: { Cookie: cookie, Accept: "text/html" },
    redirect: "manual",
  });
  await response.arrayBuffer();
  const location = response.headers.get("location");
  if (response.status !== 302 || !location?.includes("q=")) {
    throw new Error(`${path} answered ${response.status}, not a search's address`);
  }
  return location;
}

/** Requests `path` as the signed-in owner; its time to the last byte, in ms. */
async function timePage(base: string, cookie: string, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    headers: { Cookie: cookie, Accept: "text/html" },
    redirect: "manual",
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  // A redirect to the sign-in page, a 404 or an error page is not the page measured.
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return elapsed;
}

/**
 * Starts a server on the store that `env` names (DATA_DIR, or DATABASE_URL), signs the owner
 * in and times every page, `runs` times each (the overview's periods `overviewRuns` times);
 * stops the server.
 */
export async function benchPages(
  label: string,
  env: { DATA_DIR: string } | { DATABASE_URL: string },
  {
    owner,
    lead,
    runs,
    overviewRuns = runs,
  }: { owner: BenchOwner; lead: BenchLead; runs: number; overviewRuns?: number },
): Promise<PageRow[]> {
  const server = await startServer(env);
  try {
    const cookie = await signIn(server.url, owner.email, owner.password);
    const pages = await Promise.all(
      inboxPages(lead).map(
        async ([name, path]) => [name, await pageAddress(server.url, cookie, path)] as const,
      ),
    );
    const times = new Map(pages.map(([name]) => [name, [] as number[]]));
    const runsOf = (name: string) => (isOverview(name) ? overviewRuns : runs);
    const rounds = WARM_UP + Math.max(runs, overviewRuns);
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, path] of pages) {
        if (round >= WARM_UP + runsOf(name)) continue;
        const elapsed = await timePage(server.url, cookie, path);
        if (round >= WARM_UP) times.get(name)!.push(elapsed);
      }
    }
    return pages.map(([page]) => {
      const taken = times.get(page)!;
      return {
        store: label,
        page,
        target: `≤ ${TARGET_MS} ms (p95)`,
        median: ms(median(taken)),
        p95: ms(p95(taken)),
        max: ms(Math.max(...taken)),
        ok: p95(taken) <= TARGET_MS,
      };
    });
  } catch (error) {
    throw new Error(
      `${label}: ${error instanceof Error ? error.message : error}\n${server.output()}`,
    );
  } finally {
    await server.stop();
  }
}
