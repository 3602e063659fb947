import { rmSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, dropTestDatabase } from "#app/db/test-stores.test-helpers.ts";
import { startSmtpServer, type TestSmtpServer } from "#app/leads/notify/notify.test-helpers.ts";

import {
  addUser,
  newDataDir,
  quoteForm,
  startServer,
  testPassword,
  type ServerProcess,
} from "./harness.ts";

// Issue 46: "two servers allow twice the guesses and twice the quotes, and a restart forgets
// them." Real servers behind a trusted proxy (TRUST_PROXY: X-Forwarded-For is the client's
// address) with the quote limits at their defaults, asked in turn: each limit holds across
// them, and again after every server has restarted (docs/decisions/039-shared-limits.md).
// Two servers need one PostgreSQL (DATABASE_URL, which CI sets: there this case runs or
// fails); without it, one server on the embedded store shows that a restart keeps the counts.

const twoServers = Boolean(process.env.DATABASE_URL);
if (!twoServers) {
  console.warn(
    "\n*** faults/shared-limits: THE TWO-SERVER CASE IS SKIPPED: DATABASE_URL is not set. " +
      "Only a restart of one server on the embedded store is tested. ***\n",
  );
}

const LIMITS = { LEADS_LIMIT_CONTACT_PER_HOUR: "5", LEADS_LIMIT_ADDRESS_PER_10_MIN: "20" };
const OWNER = { email: "owner@example.in", password: testPassword() };

describe(`the limits on ${twoServers ? "two servers on one PostgreSQL" : "one embedded store"}`, () => {
  let smtp: TestSmtpServer;
  let env: Record<string, string>;
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  let servers: ServerProcess[] = [];
  let turn = 0;
  /** The next server in turn: a client behind nginx may reach any of them. */
  const next = () => servers[turn++ % servers.length]!;

  const startAll = async () => {
    servers = [];
    for (let n = 0; n < (twoServers ? 2 : 1); n += 1) servers.push(await startServer(env));
  };
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const mail = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_NOTIFY_EMAIL: "owner@example.in",
    };
    if (twoServers) {
      databaseUrl = await createTestDatabase();
      env = { DATABASE_URL: databaseUrl };
    } else {
      dataDir = newDataDir();
      env = { DATA_DIR: dataDir };
    }
    await addUser(env, OWNER.email, OWNER.password);
    env = { ...env, ...mail, ...LIMITS, TRUST_PROXY: "1" };
    await startAll();
  });
  afterAll(async () => {
    await stopAll();
    await smtp?.close();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** POSTs a form to a server from `address`; the answer's status. */
  async function post(path: string, address: string, body: URLSearchParams, json = false) {
    const server = next();
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: server.url,
        "X-Forwarded-For": address,
        ...(json && { Accept: "application/json" }),
      },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** Quote number `n`, from a contact of its own unless `contact` is given. */
  const quote = (n: number, address: string, contact: Record<string, string> = {}) =>
    post(
      "/api/leads",
      address,
      quoteForm(n, { whatsapp: `+91 90000 ${String(20_000 + n)}`, ...contact }),
      true,
    );
  const priya = (n: number) => ({
    email: "priya@sharmasweets.in",
    whatsapp: `+91 90000 ${String(10_000 + n)}`,
  });
  const signIn = (address: string, password: string) =>
    post(
      "/admin/login",
      address,
      new URLSearchParams({ email: OWNER.email, password, next: "/admin" }),
    );
  const forgot = (address: string) =>
    post("/admin/forgot-password", address, new URLSearchParams({ email: "Owner@Example.in" }));

  it("refuses a contact's sixth quote in the hour, whichever server it reaches", async () => {
    const sent: number[] = [];
    for (let n = 1; n <= 6; n += 1) sent.push(await quote(n, `198.51.100.${n}`, priya(n)));
    expect(sent).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("refuses an address's twenty-first quote in ten minutes, whichever server it reaches", async () => {
    const sent: number[] = [];
    for (let n = 100; n < 121; n += 1) sent.push(await quote(n, "49.36.0.1"));
    expect(sent).toEqual([...Array<number>(20).fill(201), 429]);
  });

  it("refuses a browser's sixth failed sign-in, even with the right password", async () => {
    const tries: number[] = [];
    for (let n = 0; n < 5; n += 1) tries.push(await signIn("203.0.113.5", `wrong ${n}`));
    tries.push(await signIn("203.0.113.5", OWNER.password));
    expect(tries).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("refuses an address's twenty-first failed sign-in, whatever the emails", async () => {
    const tries: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      const body = new URLSearchParams({ email: `guess${n}@example.in`, password: "wrong" });
      tries.push(await post("/admin/login", "203.0.113.6", body));
    }
    expect(tries).toEqual([...Array<number>(20).fill(401), 429]);
  });

  it("refuses an email's fourth password reset in the window, from any address", async () => {
    const asked: number[] = [];
    for (let n = 1; n <= 4; n += 1) asked.push(await forgot(`192.0.2.${n}`));
    expect(asked).toEqual([200, 200, 200, 429]);
  });

  it("keeps every count when every server restarts", async () => {
    await stopAll();
    await startAll();
    expect(await quote(7, "198.51.100.7", priya(7))).toBe(429);
    // The address's rate lets one more through every 30 s since its twentieth: a few at most
    // after the tests between, where a forgotten count would take all five.
    const address: number[] = [];
    for (let n = 121; n < 126; n += 1) address.push(await quote(n, "49.36.0.1"));
    expect(address.filter((status) => status === 201).length).toBeLessThanOrEqual(2);
    expect(address.every((status) => status === 201 || status === 429)).toBe(true);
    expect(await signIn("203.0.113.5", OWNER.password)).toBe(429);
    const body = new URLSearchParams({ email: "guess21@example.in", password: "wrong" });
    expect(await post("/admin/login", "203.0.113.6", body)).toBe(429);
    expect(await forgot("192.0.2.9")).toBe(429);
    // Other contacts, addresses and emails were never held back.
    expect(await quote(200, "198.51.100.200")).toBe(201);
    expect(await signIn("203.0.113.99", OWNER.password)).toBe(302);
  });
});
