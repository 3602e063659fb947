// PostgreSQL failing under the server, on a cluster of the suite's own (stopped, restarted and
// its connections ended while quotes arrive): every request it touches gets 503 with
// Retry-After, never an exit, every 201 is on disk, and the server recovers by itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  acknowledged,
  addUser,
  burst,
  eventually,
  homeStatus,
  isAlive,
  postQuote,
  quoteForm,
  quoteNumbers,
  signIn,
  startServer,
  testPassword,
  type Sent,
  type ServerProcess,
} from "./harness.ts";
import { expectNoPersonalData } from "./no-personal-data.ts";
import { clusterUnavailable, createCluster, type Cluster } from "./postgres-cluster.ts";

const why = clusterUnavailable();
/** CI (.ci/run sets DATABASE_URL): these cases run or fail, never skip. */
const required = Boolean(process.env.DATABASE_URL);
if (why && !required) {
  console.warn(
    `\n*** faults/postgres-faults: THE POSTGRESQL FAULT CASES ARE SKIPPED: ${why}. ` +
      "Install Debian's postgresql package, or set DATABASE_URL (npm run test:faults then " +
      "installs it). ***\n",
  );
}

it.runIf(why && required)("PostgreSQL's server programs are here (DATABASE_URL is set)", () => {
  expect.fail(
    `DATABASE_URL is set, so the PostgreSQL fault cases must run, but ${why}: ` +
      "npm run test:faults installs them first (scripts/checks/setup-postgres.ts).",
  );
});

describe.skipIf(why)("PostgreSQL faults", () => {
  let cluster: Cluster;
  const servers: ServerProcess[] = [];
  const start = async (url: string) => {
    const server = await startServer({ DATABASE_URL: url });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    cluster = await createCluster();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    cluster?.remove();
    // No personal value of any quote or search ever reached a server's log.
    for (const server of servers) expectNoPersonalData(server.output(), Object.values(SECRETS));
  });

  /** The quote numbers stored in a database. */
  const storedNumbers = async (url: string) =>
    quoteNumbers(
      (await cluster.query<{ email: string }>(url, "SELECT email FROM leads")).map(
        (row) => row.email,
      ),
    );

  /** The pages of the page views stored in a database. */
  const visitPages = async (url: string) =>
    (await cluster.query<{ page: string }>(url, "SELECT page FROM visit_events")).map(
      (row) => row.page,
    );

  /** Every answer is 201, or 503 with Retry-After (0 only where `killed` allows it). */
  const expectAnsweredWell = (sent: readonly Sent[], { killed = false } = {}) => {
    for (const one of sent) {
      if (one.status === 503) expect(one.retryAfter, `quote ${one.n}`).toMatch(/^\d+$/);
      else if (!(killed && one.status === 0)) expect(one.status, `quote ${one.n}`).toBe(201);
    }
  };

  it("unreachable at start: static pages served, 503 on the server's addresses, then it recovers", async () => {
    const url = await cluster.newDatabase();
    cluster.stop();
    try {
      const server = await start(url);
      expect(server.output()).toMatch(/The database cannot be reached .*Trying again/);
      expect(await homeStatus(server.url)).toBe(200);
      const quote = await fetch(`${server.url}/api/leads`, {
        method: "POST",
        headers: { Accept: "application/json", Origin: server.url },
        body: quoteForm(1),
      });
      expect(quote.status).toBe(503);
      expect(quote.headers.get("retry-after")).toMatch(/^\d+$/);
      const inbox = await fetch(`${server.url}/admin`, { redirect: "manual" });
      expect(inbox.status).toBe(503);
      expect(inbox.headers.get("retry-after")).toMatch(/^\d+$/);

      // A browser without JavaScript: its quote comes back filled in, under the page policy.
      const page = await fetch(`${server.url}/api/leads`, {
        method: "POST",
        headers: { Origin: server.url },
        body: quoteForm(2, { message: "Kept <text> & all of it" }),
      });
      expect(page.url).toBe(`${server.url}/quote/retry`);
      expect(page.status).toBe(503);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
      const html = await page.text();
      expect(html).toContain("Kept &lt;text&gt; &amp; all of it</textarea>");
      expect(html).toContain('value="visitor-2@example.in"');
      expect(html).toContain('href="https://wa.me/');
      expect(html).toMatch(/<button[^>]*type="submit"/);
    } finally {
      cluster.start();
    }
    const [server] = servers.slice(-1);
    await eventually("the quote form to store again", async () => {
      return (await postQuote(server!.url, quoteForm(3))) === 201;
    });
    expect(server!.output()).toContain("The database is reachable again");
  });

  it("connections ended mid-burst: 503s with Retry-After, every 201 stored, then back to normal", async () => {
    const url = await cluster.newDatabase();
    const server = await start(url);
    const sending = burst([server.url], { from: 1000, count: 300, concurrency: 30 });
    let ended = 0;
    for (let round = 0; round < 5; round += 1) {
      await new Promise((pause) => setTimeout(pause, 150));
      ended += await cluster.terminateBackends(url);
    }
    const sent = await sending;
    expect(ended).toBeGreaterThan(0);
    expect(await isAlive(server.pid), server.output()).toBe(true);
    expectAnsweredWell(sent);
    expect(await storedNumbers(url)).toEqual(acknowledged(sent));
    expect(await postQuote(server.url, quoteForm(1999))).toBe(201);
  });

  it("PostgreSQL restarted mid-burst: the server stays up and recovers by itself", async () => {
    const url = await cluster.newDatabase();
    const server = await start(url);
    const sending = burst([server.url], { from: 2000, count: 300, concurrency: 30 });
    await new Promise((pause) => setTimeout(pause, 300));
    cluster.restart();
    const sent = await sending;
    expect(await isAlive(server.pid), server.output()).toBe(true);
    expectAnsweredWell(sent);
    expect(await storedNumbers(url)).toEqual(acknowledged(sent));
    await eventually("quotes to be stored again", async () => {
      return (await postQuote(server.url, quoteForm(2999))) === 201;
    });
  });

  it("one of two servers killed with -9 mid-burst: every 201 is on disk, the other serves on", async () => {
    const url = await cluster.newDatabase();
    const [first, second] = [await start(url), await start(url)];
    const sending = burst([first.url, second.url], { from: 3000, count: 300, concurrency: 30 });
    await new Promise((pause) => setTimeout(pause, 400));
    await first.stop("SIGKILL");
    const sent = await sending;
    expectAnsweredWell(sent, { killed: true });
    expect(await isAlive(second.pid), second.output()).toBe(true);
    expect(await homeStatus(second.url)).toBe(200);
    // A 201 is only sent once the lead is committed; a lead may be stored whose 201 was lost
    // with the killed process, never the other way round.
    const stored = await storedNumbers(url);
    for (const n of acknowledged(sent)) expect(stored, `quote ${n}`).toContain(n);
    expect(new Set(stored).size).toBe(stored.length);
    await second.stop("SIGKILL");
    const third = await start(url);
    expect(await postQuote(third.url, quoteForm(3999))).toBe(201);
  });

  it("the database down: pages served, every beacon 204, quotes 503 as before, each fault logged once", async () => {
    const url = await cluster.newDatabase();
    const server = await start(url);
    expect(await sendBeacon(server.url, "/")).toBe(204);
    cluster.stop();
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, n) => sendBeacon(server.url, n % 2 ? "/mr/" : "/contact")),
      );
      expect(new Set(answers)).toEqual(new Set([204]));
      expect(await homeStatus(server.url)).toBe(200);
      expect(await postQuote(server.url, quoteForm(4000))).toBe(503);
      // A clean stop cannot write the page view it holds either: said once, not per view.
      const lines = server.output().split("\n");
      expect(
        lines.filter((line) => line.startsWith("Visits: a page view could not be counted")),
      ).toHaveLength(1);
    } finally {
      cluster.start();
    }
    await eventually("page views to be counted again", async () => {
      return (
        (await sendBeacon(server.url, "/hi/")) === 204 && (await visitPages(url)).includes("/hi/")
      );
    });
    // The page view counted before the outage was kept in memory and written once it was back.
    expect(await visitPages(url)).toContain("/");
  });

  it("two servers on one database behind a trusted proxy count one person once", async () => {
    const url = await cluster.newDatabase();
    const proxied = { DATABASE_URL: url, TRUST_PROXY: "1" };
    const [first, second] = [await startServer(proxied), await startServer(proxied)];
    servers.push(first, second);
    const person = { "X-Forwarded-For": "49.36.12.7" };
    expect(await sendBeacon(first.url, "/", person)).toBe(204);
    expect(await sendBeacon(second.url, "/services", person)).toBe(204);
    expect(await sendBeacon(second.url, "/contact", { "X-Forwarded-For": "49.36.12.8" })).toBe(204);
    await first.stop();
    await second.stop();
    const rows = await cluster.query<{ page: string; visitor: string }>(
      url,
      "SELECT page, visitor FROM visit_events ORDER BY page",
    );
    expect(rows.map((row) => row.page)).toEqual(["/", "/contact", "/services"]);
    const byPage = Object.fromEntries(rows.map((row) => [row.page, row.visitor]));
    expect(byPage["/"]).toBe(byPage["/services"]);
    expect(byPage["/contact"]).not.toBe(byPage["/"]);
    // One salt for the day, shared by both servers.
    expect(await cluster.query(url, "SELECT day FROM visit_salts")).toHaveLength(1);
  });

  it("errors while the database is down name no typed email, search or person", async () => {
    const url = await cluster.newDatabase();
    let server = await start(url);
    await server.stop();
    const password = testPassword();
    await addUser({ DATABASE_URL: url }, "owner@example.in", password);
    server = await start(url);
    const cookie = await signIn(server.url, "owner@example.in", password);
    cluster.stop();
    try {
      const asked = [
        fetch(`${server.url}/admin?search=${SECRETS.search}`, { headers: { Cookie: cookie } }),
        fetch(`${server.url}/admin/people?email=${SECRETS.person}`, {
          headers: { Cookie: cookie },
        }),
        // The search and the lookup as their forms send them (issue 55): posted.
        fetch(`${server.url}/admin`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: server.url },
          body: new URLSearchParams({ search: SECRETS.search }),
        }),
        fetch(`${server.url}/admin/people`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: server.url },
          body: new URLSearchParams({ intent: "find", email: SECRETS.person }),
        }),
        fetch(`${server.url}/admin/login`, {
          method: "POST",
          headers: { Origin: server.url },
          body: new URLSearchParams({ email: SECRETS.signIn, password: SECRETS.password }),
        }),
      ];
      for (const response of await Promise.all(asked)) {
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      }
      expect(server.output()).toMatch(/failed: .*(ECONNREFUSED|57P01|08006|Connection)/);
    } finally {
      cluster.start();
    }
  });
});

/** A person's phone, as the beacons above come from. */
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

/** A page's visit beacon, as the page module sends it; its status. */
async function sendBeacon(base: string, page: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/visits`, {
    method: "POST",
    headers: { Origin: base, "User-Agent": PHONE_UA, ...headers },
    body: new URLSearchParams({ p: page, d: "phone", v: "1" }),
  });
  return response.status;
}

/** Values typed in the cases above that must never appear in a server's output. */
const SECRETS = {
  search: "Kulkarni-search-term",
  person: "person-lookup@example.in",
  signIn: "typed-at-sign-in@example.in",
  password: testPassword(),
};
