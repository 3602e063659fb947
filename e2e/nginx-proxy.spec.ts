import { rmSync } from "node:fs";

import { expect, test } from "@playwright/test";
import pg from "pg";

import {
  parseMail,
  startSmtpServer,
  type TestSmtpServer,
} from "#app/leads/notify/notify.test-helpers.ts";
import { createTestDatabase, dropTestDatabase } from "#app/db/test-stores.test-helpers.ts";
import { BODY_LIMITS } from "../server/request-body.ts";
import { HSTS } from "../app/wiring/security-headers.ts";
import { httpsFetch, ensureNginx, startNginx, type NginxProcess } from "./nginx.ts";
import { answers } from "./quote-helpers.ts";
import { startServer, type ServerProcess } from "./server-process.ts";

// The deployment build/deploy/nginx-app.conf describes, for real: nginx terminating TLS in
// front of two server processes that share one PostgreSQL database, each with its outbox
// worker mailing the owner. No browser: requests as any client sends them.

test.skip(
  !process.env.DATABASE_URL,
  "needs PostgreSQL: set DATABASE_URL (two servers share one store only there)",
);
// One nginx and two servers for the file, in one worker, the tests in order.
test.describe.configure({ mode: "default" });

let database: string | undefined;
let smtp: TestSmtpServer | undefined;
let servers: ServerProcess[] = [];
let nginx: NginxProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  ensureNginx();
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  const env = {
    DATABASE_URL: database,
    TRUST_PROXY: "1",
    // A plain local server: nodemailer uses STARTTLS only when offered, and this one does not.
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEADS_NOTIFY_EMAIL: "owner@example.in",
  };
  servers = await Promise.all([startServer(env), startServer(env)]);
  nginx = await startNginx(servers.map((server) => Number(new URL(server.url).port)));
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  // Their data folders, unused: the leads are in PostgreSQL.
  for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
  await smtp?.close();
  if (database) await dropTestDatabase(database);
});

const run = Date.now().toString(36);

/** A quote POSTed to nginx over HTTPS, as the site's form script sends it. */
function postQuote(message: string, origin = nginx!.origin) {
  return httpsFetch(`${nginx!.origin}/api/leads`, {
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
    },
    body: new URLSearchParams({ ...answers, message }).toString(),
  });
}

async function query<Row>(text: string, values: unknown[]): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** What the servers and nginx printed, for a failure's message. */
const printed = () =>
  [...servers.map((server) => `server ${server.url}:\n${server.output()}`), nginx?.output()].join(
    "\n",
  );

const mailsAbout = (message: string) =>
  smtp!.received.filter((mail) => parseMail(mail.raw).text.includes(message));

test("a quote through nginx is stored once and mailed to the owner once", async () => {
  const message = `${answers.message} Sent through nginx (${run}).`;
  const answer = await postQuote(message);
  expect(answer.status, `${answer.body}\n${printed()}`).toBe(201);
  const { id } = JSON.parse(answer.body) as { id: string };

  const stored = await query<{ id: string }>("select id from leads where message = $1", [message]);
  expect(stored).toEqual([{ id }]);

  // Both servers' workers look at the outbox; the row lock lets one of them send it.
  await expect
    .poll(() => mailsAbout(message).length, { timeout: 15_000, message: "the email" })
    .toBe(1);
  const [mail] = mailsAbout(message);
  expect(mail!.envelope.to).toEqual(["owner@example.in"]);
  await expect
    .poll(
      async () =>
        query<{ state: string }>(
          "select state from notifications where lead_id = $1 and channel = 'email'",
          [id],
        ),
      { timeout: 5_000 },
    )
    .toEqual([{ state: "sent" }]);
  // Longer than a worker's 5-second round: a second sender would have sent it by now.
  await new Promise((wake) => setTimeout(wake, 6_000));
  expect(mailsAbout(message)).toHaveLength(1);
});

test("the servers see HTTPS and the site's host from nginx: same-origin only", async () => {
  const forged = await postQuote(`Cross-site (${run}).`, "https://evil.example");
  expect(forged.status, `${forged.body}\n${printed()}`).toBe(403);
  expect(await query("select id from leads where message = $1", [`Cross-site (${run}).`])).toEqual(
    [],
  );

  // Accepted only because the server takes https and the host (with its port) from nginx's
  // X-Forwarded-* headers: nginx talks plain HTTP to it.
  const own = await postQuote(`Same origin (${run}).`);
  expect(own.status, `${own.body}\n${printed()}`).toBe(201);
  expect(own.headers["strict-transport-security"]).toContain("max-age=");
  expect(own.headers["cache-control"]).toBe("no-store");
});

test("nginx stops bodies over the server's largest limit before the servers", async () => {
  const largest = Math.max(...Object.values(BODY_LIMITS).map(({ bytes }) => bytes));
  const answer = await postQuote("x".repeat(largest + 1024));
  expect(answer.status).toBe(413);
  expect(answer.headers.server).toMatch(/^nginx/);
});

test("nginx serves the pages itself, with the security headers and HSTS", async () => {
  const page = await httpsFetch(`${nginx!.origin}/`);
  expect(page.status).toBe(200);
  expect(page.headers["content-type"]).toContain("text/html");
  expect(page.body).toContain("<!DOCTYPE html>");
  for (const name of [
    "content-security-policy",
    "x-content-type-options",
    "x-frame-options",
    "referrer-policy",
    "permissions-policy",
  ]) {
    expect(page.headers[name], name).toBeTruthy();
  }
  // A browsing context group of its own for the inbox, not for the public pages (decision 041).
  expect(page.headers["cross-origin-opener-policy"]).toBeUndefined();
  const signIn = await httpsFetch(`${nginx!.origin}/admin/login`);
  expect(signIn.status).toBe(200);
  expect(signIn.headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(page.headers["strict-transport-security"]).toBe(HSTS);
  expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");

  const missing = await httpsFetch(`${nginx!.origin}/no-such-page`);
  expect(missing.status).toBe(404);
  expect(missing.headers["strict-transport-security"]).toBe(HSTS);
});

test("nginx logs the server's addresses without their query, and a link without its token", async () => {
  const email = "meera.joshi@lakeside-bakery.in";
  const token = "T".repeat(43);
  // Old bookmarks and a one-time link, as a browser would ask for them (signed out: the server
  // sends each to the sign-in page, and nginx logs the request all the same).
  for (const path of [
    `/admin?search=${encodeURIComponent(email)}`,
    `/admin/people?email=${encodeURIComponent(email)}&phone=98220%2041357`,
    `/admin/leads.csv?email=${encodeURIComponent(email)}`,
    `/admin/set-password/${token}`,
  ]) {
    expect((await httpsFetch(`${nginx!.origin}${path}`)).status).toBeLessThan(500);
  }
  const log = nginx!.accessLog();
  for (const line of [
    '"GET /admin HTTP/',
    '"GET /admin/people HTTP/',
    '"GET /admin/leads.csv HTTP/',
  ]) {
    expect(log).toContain(line);
  }
  expect(log).toContain('"GET /admin/set-password/(token) HTTP/');
  for (const word of ["meera", "lakeside", "98220", "41357", token]) {
    expect(log, `${word} in the access log`).not.toContain(word);
  }
});
