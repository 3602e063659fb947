// The accounts tool's way into a running server (docs/decisions/025-inbox-tool-socket.md). The
// embedded store allows one process in the data folder, and the server holds it; so while the
// server runs, `npm run inbox` sends its command here, over a Unix socket in DATA_DIR that only
// the server's user may open (mode 0600), and the server runs it in its own store. With
// PostgreSQL (DATABASE_URL) the tool opens the database itself, and there is no socket.
import { chmodSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";

import { liveOwnerOf } from "#app/db/data-dir-lock.server.ts";
import { describeError } from "#app/db/store-faults.server.ts";
import {
  accountSocketPath,
  MAX_REQUEST_BYTES,
  MAX_SOCKET_PATH_BYTES,
  refusal,
  type AccountReply,
} from "#app/inbox/accounts/account-requests.server.ts";

import { readRequestLine } from "./request-line.ts";

export type AccountSocket = { close(): Promise<void> };

/** How long a connection may take to send its request before it is dropped. */
const REQUEST_TIMEOUT_MS = 10_000;
/** How long a stop waits for commands under way (a password being hashed, a transaction). */
const CLOSE_WAIT_MS = 5_000;
/** How long a connection stays open after its answer for the client to read it and close. */
const LINGER_MS = 2_000;
/**
 * The tool makes one connection at a time. Past this many at once Node closes new ones
 * unanswered: only the server's own user can connect, so this stops a runaway script of
 * theirs, not a stranger. (Passwords are hashed on libuv's four threads, so even this many
 * hold at most four scrypt buffers of 32 MiB at a time.)
 */
const MAX_CONNECTIONS = 32;

const NO_SOCKET: AccountSocket = { close: async () => {} };

/**
 * Listens for the accounts tool's requests once the server holds the embedded store's folder;
 * each is answered by `answerAccountRequest` (from the server build's entry) in the server's
 * store. A socket that cannot be made is logged and left out: the site serves regardless, and
 * the tool says what to do.
 */
export async function listenForAccountRequests<Db>(
  services: {
    settings: { dataDir: string; databaseUrl?: string };
    readonly store: { db: Db };
  },
  answerAccountRequest: (db: Db, body: unknown) => Promise<AccountReply>,
  log: (line: string) => void = console.log,
): Promise<AccountSocket> {
  const { dataDir, databaseUrl } = services.settings;
  if (databaseUrl) return NO_SOCKET;
  const file = accountSocketPath(dataDir);
  const cannot = (why: string) => {
    log(`npm run inbox cannot reach this server (${why}): it needs the server stopped.`);
    return NO_SOCKET;
  };
  // Only the folder's holder may replace what is there: a socket left by a server killed with
  // -9 is stale once the lock is ours.
  if (liveOwnerOf(dataDir)?.pid !== process.pid) return cannot(`${dataDir} is not locked by it`);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH_BYTES) {
    return cannot(`${file} is longer than a socket's ${MAX_SOCKET_PATH_BYTES} bytes`);
  }

  const connections = new Set<Socket>();
  const underWay = new Set<Promise<void>>();
  const answer = async (body: unknown): Promise<AccountReply> => {
    try {
      return await answerAccountRequest(services.store.db, body);
    } catch (error) {
      // Never the error's message: drizzle's spells out the query's parameters (the hash).
      log(`npm run inbox: a command failed: ${describeError(error)}`);
      return refusal("failed", `The server could not run it: ${describeError(error)}.`);
    }
  };
  // Half-open allowed: a client may end its side once its request is sent and still be answered.
  const server = createServer({ allowHalfOpen: true }, (connection) => {
    connections.add(connection);
    connection.once("close", () => connections.delete(connection));
    // A client that goes away mid-answer: nothing to do, and never an unheard "error".
    connection.on("error", () => {});
    const work = answerConnection(connection, answer).finally(() => underWay.delete(work));
    underWay.add(work);
  });
  server.maxConnections = MAX_CONNECTIONS;

  try {
    rmSync(file, { force: true });
    await listenPrivately(server, file);
  } catch (error) {
    return cannot(`${file}: ${(error as NodeJS.ErrnoException).code ?? describeError(error)}`);
  }
  server.on("error", () => {}); // after listening, errors belong to connections
  log(`npm run inbox reaches this server through ${file}.`);

  return {
    async close() {
      const closed = new Promise((done) => server.close(done));
      const waited = new Promise((done) => setTimeout(done, CLOSE_WAIT_MS).unref());
      await Promise.race([Promise.allSettled([...underWay]), waited]);
      for (const connection of connections) connection.destroy();
      await closed;
      rmSync(file, { force: true }); // Node removes it on close; this covers any that remain
    },
  };
}

/**
 * Binds the socket with no permission for anyone but this user from the first moment (a umask
 * of 0177 while it is made: a chmod after listen would leave a moment in which others could
 * connect), and sets 0600 again in case the file system ignored the umask.
 */
function listenPrivately(server: ReturnType<typeof createServer>, file: string): Promise<void> {
  return new Promise((listening, failed) => {
    server.once("error", failed);
    const umask = process.umask(0o177);
    try {
      server.listen(file, () => {
        server.off("error", failed);
        try {
          chmodSync(file, 0o600);
          listening();
        } catch (error) {
          server.close();
          failed(error);
        }
      });
    } finally {
      process.umask(umask); // the bind happens inside listen(), synchronously
    }
  });
}

/** Reads one request, answers it with one line, and ends the connection. */
async function answerConnection(
  connection: Socket,
  answer: (body: unknown) => Promise<AccountReply>,
): Promise<void> {
  connection.setTimeout(REQUEST_TIMEOUT_MS, () => connection.destroy());
  const read = await readRequestLine(connection, MAX_REQUEST_BYTES);
  connection.setTimeout(0);
  if (read.kind === "gone") return;
  let reply: AccountReply;
  if (read.kind === "too-long") {
    reply = refusal(
      "too-long",
      `A request is one line of JSON of at most ${MAX_REQUEST_BYTES} bytes; this one is longer.`,
    );
  } else {
    let body: unknown;
    try {
      body = JSON.parse(read.line);
    } catch {
      body = undefined; // not JSON: refused by the request's schema as malformed
    }
    reply = await answer(body);
  }
  if (connection.destroyed) return;
  // One request a connection. What else the client sends is read and dropped for a moment
  // before the connection is closed: closed at once, a client still writing (a request over
  // the limit) would fail on its write and lose the answer waiting to be read.
  connection.resume();
  connection.end(`${JSON.stringify(reply)}\n`);
  setTimeout(() => connection.destroy(), LINGER_MS).unref();
}
