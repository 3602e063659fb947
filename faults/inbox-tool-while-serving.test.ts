import { existsSync, rmSync, statSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { runInboxTool } from "../scripts/lib/run-inbox-tool.test-helpers.ts";

import {
  homeStatus,
  newDataDir,
  postQuote,
  quoteForm,
  signIn,
  startServer,
  testPassword,
  type ServerProcess,
} from "./harness.ts";

// Issue 29: "adding a colleague takes the site offline". With the embedded store one process may
// open the data folder, and the server holds it; `npm run inbox` asks the running server over
// a Unix socket in the folder (docs/decisions/025-inbox-tool-socket.md). A real server on a
// data folder of its own, the tool as a child process, the public site asked all the while.

const STAFF = { email: "staff@example.in", password: testPassword() };
/** A second owner: the tool may not remove the only one. */
const PARTNER = { email: "partner@example.in", password: testPassword() };

let dataDir: string;
let server: ServerProcess;
const socketFile = () => join(dataDir, "inbox.sock");

beforeAll(async () => {
  dataDir = newDataDir();
  server = await startServer({}, dataDir);
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run inbox -- …` on the server's data folder, a password (if any) on standard input. */
const inbox = (args: string[], input = "") =>
  runInboxTool(args, { input, env: { DATA_DIR: dataDir } });

/** The home page and a quote, again and again, until stopped: every answer's status. */
function visitorsMeanwhile(base: string) {
  const answers: string[] = [];
  let stopped = false;
  const visiting = (async () => {
    for (let n = 0; !stopped; n += 1) {
      answers.push(`home ${await homeStatus(base)}`);
      answers.push(`quote ${await postQuote(base, quoteForm(n))}`);
      await new Promise((pause) => setTimeout(pause, 50));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await visiting;
      return answers;
    },
  };
}

/** A sign-in's status: 302 (signed in) or 401. */
async function signInStatus(password: string): Promise<number> {
  const response = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    headers: { Origin: server.url },
    body: new URLSearchParams({ email: STAFF.email, password, next: "/admin" }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

/** Whether the session still opens the inbox. */
async function opensInbox(cookie: string): Promise<boolean> {
  const response = await fetch(`${server.url}/admin`, {
    redirect: "manual",
    headers: { Cookie: cookie },
  });
  await response.arrayBuffer();
  return response.status === 200;
}

/** Bytes on a new connection to the socket; the first line that came back. */
function rawRequest(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    const client = connect(socketFile());
    client.setEncoding("utf8");
    client.on("data", (chunk: string) => (received += chunk));
    // The server closes once it has answered, while a long request may still be on its way.
    client.on("error", (error: NodeJS.ErrnoException) =>
      ["EPIPE", "ECONNRESET"].includes(error.code ?? "") ? undefined : reject(error),
    );
    client.on("close", () => resolve(received.split("\n")[0] ?? ""));
    client.on("connect", () => client.write(bytes));
  });
}

describe("npm run inbox while the server runs on the embedded store", () => {
  it("finds the server's socket in the data folder, open to this user only (0600)", () => {
    const stat = statSync(socketFile());
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it("adds, lists, resets and removes an account while the site keeps answering", async () => {
    const visitors = visitorsMeanwhile(server.url);
    const through = `the embedded store in ${dataDir} (through the running server, pid ${server.pid})`;

    const added = await inbox(["add-user", STAFF.email], `${STAFF.password}\n`);
    expect(added, added.stderr).toMatchObject({ code: 0, stderr: "" });
    expect(added.stdout).toContain(`Added ${STAFF.email} to ${through}.`);

    const listed = await inbox(["list-users"]);
    expect(listed.stdout).toContain(`Accounts in ${through}:\n  ${STAFF.email}`);

    // The new account signs in at once, on the server that made it.
    const session = await signIn(server.url, STAFF.email, STAFF.password);
    expect(await opensInbox(session)).toBe(true);

    const newPassword = testPassword();
    const reset = await inbox(["reset-password", STAFF.email], `${newPassword}\n`);
    expect(reset, reset.stderr).toMatchObject({ code: 0, stderr: "" });
    expect(reset.stdout).toContain(
      `Changed the password of ${STAFF.email}; 1 session was signed out.`,
    );
    expect(await opensInbox(session)).toBe(false);
    expect(await signInStatus(STAFF.password)).toBe(401);
    const second = await signIn(server.url, STAFF.email, newPassword);

    // Audited as before, with the command line as the actor.
    const audit = await fetch(`${server.url}/admin/audit`, { headers: { Cookie: second } });
    const page = await audit.text();
    expect(page).toContain(`Added the account ${STAFF.email}`);
    expect(page).toContain(`Reset the password of ${STAFF.email}`);
    expect(page).toContain("command line");

    // The only owner stays; with a second one, the first can go.
    const last = await inbox(["remove-user", STAFF.email]);
    expect(last.code).toBe(1);
    expect(last.stderr).toContain(`${STAFF.email} is the only owner and cannot be removed`);
    await inbox(["add-user", PARTNER.email], `${PARTNER.password}\n`);
    const removed = await inbox(["remove-user", STAFF.email]);
    expect(removed, removed.stderr).toMatchObject({ code: 0, stderr: "" });
    expect(removed.stdout).toContain(`Removed ${STAFF.email}; 1 session was signed out.`);
    expect(await opensInbox(second)).toBe(false);
    expect(await signInStatus(newPassword)).toBe(401);

    const answers = await visitors.stop();
    expect(answers.filter((answer) => answer === "home 200").length).toBeGreaterThan(3);
    expect(answers.filter((answer) => answer === "quote 201").length).toBeGreaterThan(3);
    expect(answers.filter((answer) => answer !== "home 200" && answer !== "quote 201")).toEqual([]);
    // The password went over the socket only: never in the server's log.
    expect(server.output()).not.toContain(STAFF.password);
    expect(server.output()).not.toContain(newPassword);
  });

  it("refuses a malformed or too long request, and keeps serving and answering", async () => {
    const notJson = JSON.parse(await rawRequest("add-user staff@example.in\n"));
    expect(notJson).toMatchObject({ ok: false, code: "malformed" });
    expect(notJson.message).toContain("not one of the inbox tool's commands");

    const unknown = JSON.parse(await rawRequest('{"command":"drop-users"}\n'));
    expect(unknown).toMatchObject({ ok: false, code: "malformed" });

    const long = JSON.parse(await rawRequest(Buffer.alloc(1024 * 1024, "a")));
    expect(long).toMatchObject({ ok: false, code: "too-long" });
    expect(long.message).toContain("at most 8192 bytes");

    expect(await homeStatus(server.url)).toBe(200);
    const listed = await inbox(["list-users"]);
    expect(listed).toMatchObject({ code: 0, stderr: "" });
  });

  it("starts again on the folder after kill -9, past the socket it left, and removes it on a clean stop", async () => {
    await server.stop("SIGKILL");
    expect(existsSync(socketFile())).toBe(true); // left behind, nobody listening

    server = await startServer({}, dataDir);
    const stat = statSync(socketFile());
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
    const added = await inbox(["add-user", STAFF.email], `${STAFF.password}\n`);
    expect(added.stdout).toContain(`(through the running server, pid ${server.pid})`);
    expect(await signInStatus(STAFF.password)).toBe(302);

    await server.stop("SIGTERM");
    expect(existsSync(socketFile())).toBe(false);
    // With no server, the tool opens the store itself, as before.
    const listed = await inbox(["list-users"]);
    expect(listed.stdout).toContain(`Accounts in the embedded store in ${dataDir}:\n`);
    expect(listed.stdout).toMatch(new RegExp(`  ${STAFF.email}\\s+owner`));
  });
});
