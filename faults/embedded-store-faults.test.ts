// The embedded store (PGlite in the data folder) failing under the server: every write to the
// leads' tables refused, as a full disk refuses them, with an error that quotes the row it
// refused (the worst a database's message can do). Each request gets an answer, the process
// stays up, and no quote's email, name or WhatsApp number, nor anything the team typed, reaches
// the log. The same check ends the PostgreSQL fault cases; this one runs on every machine.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { openStore } from "#app/db/store.server.ts";
import {
  addUser,
  eventually,
  homeStatus,
  isAlive,
  newDataDir,
  postQuote,
  quoteForm,
  signIn,
  startServer,
  testPassword,
  type ServerProcess,
} from "./harness.ts";
import { expectNoPersonalData } from "./no-personal-data.ts";

/** A person's phone: the headless browser's own user agent is a bot's, and not counted. */
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

const OWNER = { email: "owner@example.in", password: testPassword() };

/** What the team types while the store refuses: none of it may reach the log. */
const TYPED = {
  note: "Call Kulkarni-note-term on +91 98220 55555",
  signIn: "typed-at-sign-in@example.in",
  password: testPassword(),
};

/** The tables a quote, a lead's page, a sign-in and the page views write to. */
const REFUSING_TABLES = ["leads", "lead_events", "audit_log", "visit_events"];

/**
 * Every write to those tables fails with SQLSTATE 53100 (disk_full), its message quoting the
 * row: drizzle adds the query's parameters to it as well.
 */
const REFUSE_WRITES = [
  `CREATE FUNCTION faults_refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'could not write %', row_to_json(coalesce(NEW, OLD)) USING ERRCODE = '53100';
   END $$`,
  ...REFUSING_TABLES.map(
    (table) => `CREATE TRIGGER faults_refuse BEFORE INSERT OR UPDATE OR DELETE ON ${table}
     FOR EACH ROW EXECUTE FUNCTION faults_refuse_write()`,
  ),
];

let server: ServerProcess;
let cookie: string;
let leadId: string;

beforeAll(async () => {
  // A store with a lead and a signed-in owner, written while it still could be.
  const dataDir = newDataDir();
  await addUser({ DATA_DIR: dataDir }, OWNER.email, OWNER.password);
  const before = await startServer({}, dataDir);
  const created = await fetch(`${before.url}/api/leads`, {
    method: "POST",
    headers: { Accept: "application/json", Origin: before.url },
    body: quoteForm(1),
  });
  ({ id: leadId } = (await created.json()) as { id: string });
  cookie = await signIn(before.url, OWNER.email, OWNER.password);
  await before.stop();

  const store = await openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
  try {
    for (const statement of REFUSE_WRITES) await store.db.execute(sql.raw(statement));
  } finally {
    await store.close();
  }
  server = await startServer({}, dataDir);
});

afterAll(async () => {
  await server?.stop();
});

describe("the embedded store refusing every write", () => {
  it("answers quotes, the lead's page and sign-in, stays up, and logs no typed value", async () => {
    // Quotes from the form's script and from a browser without JavaScript: nothing stored.
    expect(await postQuote(server.url, quoteForm(2))).toBe(503);
    const withoutScript = await fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { Origin: server.url },
      body: quoteForm(3),
    });
    expect(withoutScript.url).toBe(`${server.url}/quote/retry`);
    expect(withoutScript.status).toBe(503);

    // A note on the lead, and a status change: the store refuses both.
    const forms: Record<string, string>[] = [
      { intent: "note", note: TYPED.note },
      { intent: "status", to: "contacted" },
    ];
    for (const form of forms) {
      const response = await fetch(`${server.url}/admin/leads/${leadId}`, {
        method: "POST",
        headers: { Origin: server.url, Cookie: cookie },
        body: new URLSearchParams(form),
        redirect: "manual",
      });
      await response.arrayBuffer();
      expect(response.status, form.intent).toBe(500);
    }

    // A sign-in whose record the store refuses.
    const signingIn = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      headers: { Origin: server.url },
      body: new URLSearchParams({ email: TYPED.signIn, password: TYPED.password }),
      redirect: "manual",
    });
    await signingIn.arrayBuffer();
    expect(signingIn.status).toBeGreaterThanOrEqual(400);

    // Page views: every beacon answered 204; the writes they wait for, refused, logged once.
    const beacons = await Promise.all(
      Array.from({ length: 30 }, () =>
        fetch(`${server.url}/api/visits`, {
          method: "POST",
          headers: { Origin: server.url, "User-Agent": PHONE_UA },
          body: new URLSearchParams({ p: "/contact", d: "phone", v: "1" }),
        }).then((response) => response.status),
      ),
    );
    expect(new Set(beacons)).toEqual(new Set([204]));
    await eventually("the page views' write to be tried", async () =>
      server.output().includes("Visits: page views could not be written"),
    );
    await new Promise((pause) => setTimeout(pause, 6000)); // a second try, not logged again
    expect(server.output().split("Visits: page views could not be written")).toHaveLength(2);

    expect(await isAlive(server.pid), server.output()).toBe(true);
    expect(await homeStatus(server.url)).toBe(200);
    // The failures were logged, by kind and code…
    expect(server.output()).toMatch(/POST \/admin\/leads\/:id failed: .*53100/);
    // …and nothing typed came with them.
    expectNoPersonalData(server.output(), Object.values(TYPED));
  });
});
