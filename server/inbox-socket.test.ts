// @vitest-environment node
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { lockDataDir } from "#app/db/data-dir-lock.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { answerAccountRequest } from "#app/inbox/accounts/account-commands.server.ts";
import { MAX_REQUEST_BYTES } from "#app/inbox/accounts/account-requests.server.ts";

import { listenForAccountRequests, type AccountSocket } from "./inbox-socket.ts";

// The server's side of the accounts tool's socket, in this process: the socket the tool finds,
// who may open it, and what a request that is not the tool's gets. With the real request
// handler and a store that fails whatever reaches it: no store is needed to refuse.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A data folder this process holds, as a server that opened its store does. */
function heldDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), "inbox-socket-"));
  const unlock = lockDataDir(dataDir);
  cleanups.push(() => {
    unlock();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}

/** A store whose every query fails with a message that must never be repeated. */
const failingDb = new Proxy({} as Db, {
  get() {
    throw new Error("select secret@example.in, scrypt$hash");
  },
});

async function listen(dataDir: string, settings: { databaseUrl?: string } = {}) {
  const lines: string[] = [];
  const socket: AccountSocket = await listenForAccountRequests(
    { settings: { dataDir, ...settings }, store: { db: failingDb } },
    answerAccountRequest,
    (line) => lines.push(line),
  );
  cleanups.push(() => socket.close());
  return { socket, lines, file: join(dataDir, "inbox.sock") };
}

/** Sends bytes on a new connection and ends it; what came back before it closed. */
function exchange(file: string, ...parts: (string | Buffer)[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    const client = connect(file);
    client.setEncoding("utf8");
    client.on("data", (chunk: string) => (received += chunk));
    // The server closes once it has answered, even while a long request is still being sent.
    client.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error),
    );
    client.on("close", () => resolve(received));
    client.on("connect", () => {
      for (const part of parts) client.write(part);
      client.end(); // the server answers a half-closed connection too
    });
  });
}

const answerOf = (raw: string) => JSON.parse(raw.split("\n")[0]!) as Record<string, unknown>;

describe("listenForAccountRequests", () => {
  it("listens in the data folder on a socket only this user may open, replacing a stale one", async () => {
    const dataDir = heldDataDir();
    // What a server killed with -9 leaves: the file of a socket nobody listens on.
    writeFileSync(join(dataDir, "inbox.sock"), "");
    const { file, lines } = await listen(dataDir);
    const stat = statSync(file);
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
    expect(lines).toEqual([`npm run inbox reaches this server through ${file}.`]);
  });

  it("refuses a line that is not a command, too long or not JSON, and keeps answering", async () => {
    const { file } = await listen(heldDataDir());
    const notJson = answerOf(await exchange(file, "{add-user\n"));
    expect(notJson).toMatchObject({ ok: false, code: "malformed" });
    expect(notJson.message).toContain("not one of the inbox tool's commands");

    const unknown = answerOf(await exchange(file, '{"command":"drop-table"}\n'));
    expect(unknown).toMatchObject({ ok: false, code: "malformed" });

    // Far past the limit, with no newline: refused once the limit is passed, not read to the end.
    const long = answerOf(await exchange(file, Buffer.alloc(MAX_REQUEST_BYTES * 64, "a")));
    expect(long).toMatchObject({ ok: false, code: "too-long" });
    expect(long.message).toContain(`at most ${MAX_REQUEST_BYTES} bytes`);

    // A request ended without its newline is read to its end.
    expect(answerOf(await exchange(file, '{"command":"nope"}'))).toMatchObject({ ok: false });
  });

  it("answers a store's failure by its kind, never its message, in the answer or the log", async () => {
    const { file, lines } = await listen(heldDataDir());
    const raw = await exchange(file, `${JSON.stringify({ command: "list-users" })}\n`);
    expect(answerOf(raw)).toEqual({
      ok: false,
      code: "failed",
      message: "The server could not run it: Error.",
    });
    expect(lines.at(-1)).toBe("npm run inbox: a command failed: Error");
    expect(`${raw}${lines.join("\n")}`).not.toContain("secret@example.in");
  });

  it("removes the socket when it closes", async () => {
    const { socket, file } = await listen(heldDataDir());
    expect(existsSync(file)).toBe(true);
    await socket.close();
    expect(existsSync(file)).toBe(false);
  });

  it("makes no socket on PostgreSQL, nor in a folder this process does not hold", async () => {
    const onPostgres = mkdtempSync(join(tmpdir(), "inbox-socket-"));
    cleanups.push(() => rmSync(onPostgres, { recursive: true, force: true }));
    const postgres = await listen(onPostgres, { databaseUrl: "postgres://localhost/leads" });
    expect(existsSync(postgres.file)).toBe(false);
    expect(postgres.lines).toEqual([]);

    const notHeld = await listen(onPostgres);
    expect(existsSync(notHeld.file)).toBe(false);
    expect(notHeld.lines.join("\n")).toContain("it needs the server stopped");
  });
});
