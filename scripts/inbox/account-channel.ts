// Where the accounts tool's requests go (docs/decisions/025-inbox-tool-socket.md): to the
// running server over its socket when a live process holds the embedded store's folder, else
// to the store opened here; PostgreSQL (DATABASE_URL) is always opened here, beside the servers.
import { DataDirInUse, liveOwnerOf } from "#app/db/data-dir-lock.server.ts";
import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { openStore, type Store } from "#app/db/store.server.ts";
import { answerAccountRequest } from "#app/inbox/index.server.ts";
import {
  accountSocketPath,
  MAX_SOCKET_PATH_BYTES,
  type AccountReply,
  type AccountRequest,
} from "#app/inbox/accounts/account-requests.server.ts";

import { CliError } from "./cli-error.ts";
import { sendAccountRequest, SocketRequestError, type SocketFailure } from "./socket-client.ts";

export type AccountChannel = {
  /** Where the accounts are, in the tool's sentences ("Added … to <where>."). */
  where: string;
  send(request: AccountRequest): Promise<AccountReply>;
  close(): Promise<void>;
};

type StoreSettings = { dataDir: string; databaseUrl?: string };

export async function openAccountChannel(settings: StoreSettings): Promise<AccountChannel> {
  if (settings.databaseUrl) return openHere(settings);
  const owner = liveOwnerOf(settings.dataDir);
  if (owner) return throughServer(settings.dataDir, owner.pid);
  try {
    return await openHere(settings);
  } catch (error) {
    // A server that started between the look at the lock and the opening: ask it instead.
    if (error instanceof DataDirInUse) return throughServer(settings.dataDir, error.pid);
    throw error;
  }
}

/** The store opened by this process, which answers the requests itself. */
async function openHere({ dataDir, databaseUrl }: StoreSettings): Promise<AccountChannel> {
  let store: Store;
  try {
    store = await openStore({ dataDir, databaseUrl, migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    if (!databaseUrl) throw error;
    throw new CliError(`Could not open the store in PostgreSQL (DATABASE_URL): ${message(error)}`);
  }
  return {
    where: databaseUrl ? "PostgreSQL (DATABASE_URL)" : `the embedded store in ${dataDir}`,
    send: (request) => answerAccountRequest(store.db, request),
    close: () => store.close(),
  };
}

/** The server process `pid`, which holds the folder, answering over its socket. */
function throughServer(dataDir: string, pid: number): AccountChannel {
  const file = accountSocketPath(dataDir);
  const where = `the embedded store in ${dataDir} (through the running server, pid ${pid})`;
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH_BYTES) {
    throw new CliError(
      `The server (pid ${pid}) holds the data folder ${dataDir}, whose path is too long for ` +
        `its socket ${file} (at most ${MAX_SOCKET_PATH_BYTES} bytes), so it has none. ` +
        "Stop the server and run this again, or move DATA_DIR to a shorter path.",
    );
  }
  return {
    where,
    async send(request) {
      try {
        return await sendAccountRequest(file, request);
      } catch (error) {
        if (error instanceof SocketRequestError) {
          throw new CliError(unreachable(error.failure, { dataDir, file, pid }));
        }
        throw error;
      }
    },
    close: async () => {},
  };
}

/** What went wrong on the way to the server, and what to do about it. */
function unreachable(
  failure: SocketFailure,
  { dataDir, file, pid }: { dataDir: string; file: string; pid: number },
): string {
  const holder = `Process ${pid} holds the data folder ${dataDir}`;
  const stopOrRestart =
    "Restart the server (npm start makes the socket as it starts), or stop it and run this " +
    "again: with no server running, this tool opens the store itself.";
  switch (failure) {
    case "absent":
      return (
        `${holder}, but there is no socket ${file} to reach it by: a server older than this ` +
        `tool, one that could not make it (its log says why), or another run of this tool. ` +
        stopOrRestart
      );
    case "refused":
      return `${holder}, but nothing answers on its socket ${file}. ${stopOrRestart}`;
    case "forbidden":
      return (
        `This user may not open ${file}: only the user the server runs as may (mode 0600). ` +
        "Run this command as that user."
      );
    case "no-answer":
      return (
        `The server (pid ${pid}) took the request on ${file} but did not answer; it may or ` +
        "may not have been carried out. Look at its log, and at npm run inbox -- list-users."
      );
    case "unreadable":
      return (
        `The server (pid ${pid}) answered on ${file} in a way this tool does not read: a ` +
        "different version. Restart the server with this version (npm start)."
      );
  }
}

/** An error's message; a refused connection to PostgreSQL has only a code (ECONNREFUSED). */
const message = (error: unknown) =>
  error instanceof Error
    ? error.message || String(Reflect.get(error, "code") ?? error)
    : String(error);
