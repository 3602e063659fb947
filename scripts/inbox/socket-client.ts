// One request of the accounts tool to the running server, over its socket in the data folder
// (server/inbox-socket.ts): a JSON line out, a JSON line back.
import { connect, type Socket } from "node:net";

import {
  accountReply,
  type AccountReply,
  type AccountRequest,
} from "#app/inbox/accounts/account-requests.server.ts";

/** Why a request got no answer, for the tool to say what to do. */
export type SocketFailure =
  /** No socket file: a server still starting, or one without the socket (an older version). */
  | "absent"
  /** A file nobody listens on: left by a server killed with -9, not yet replaced. */
  | "refused"
  /** The socket is another user's (mode 0600). */
  | "forbidden"
  /** The server took the request and sent nothing back in time, or closed without a line. */
  | "no-answer"
  /** An answer this tool does not read (a server of another version). */
  | "unreadable";

export class SocketRequestError extends Error {
  override name = "SocketRequestError";
  readonly failure: SocketFailure;
  constructor(failure: SocketFailure, detail: string) {
    super(`${failure}: ${detail}`);
    this.failure = failure;
  }
}

type Timing = {
  /** How long to keep trying to connect while the socket is absent or refuses (a start). */
  connectWaitMs?: number;
  /** How long the answer may take once the request is sent. */
  answerWaitMs?: number;
};

/** The most an answer may hold: a list of accounts, a few hundred bytes each. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** Sends `request` to the server listening on `file`; its answer, or a SocketRequestError. */
export async function sendAccountRequest(
  file: string,
  request: AccountRequest,
  { connectWaitMs = 15_000, answerWaitMs = 60_000 }: Timing = {},
): Promise<AccountReply> {
  const socket = await connectWithin(file, connectWaitMs);
  try {
    const line = await exchange(socket, `${JSON.stringify(request)}\n`, answerWaitMs);
    let body: unknown;
    try {
      body = JSON.parse(line);
    } catch {
      throw new SocketRequestError("unreadable", "not JSON");
    }
    const parsed = accountReply.safeParse(body);
    if (!parsed.success) throw new SocketRequestError("unreadable", "not an answer of this tool");
    return parsed.data;
  } finally {
    socket.destroy();
  }
}

/** Connects, trying again while the socket is absent or refuses, for up to `waitMs`. */
async function connectWithin(file: string, waitMs: number): Promise<Socket> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await connectOnce(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const failure: SocketFailure | undefined =
        code === "ENOENT"
          ? "absent"
          : code === "ECONNREFUSED" || code === "ENOTSOCK"
            ? "refused"
            : code === "EACCES" || code === "EPERM"
              ? "forbidden"
              : undefined;
      if (!failure) throw error;
      if (failure === "forbidden" || Date.now() >= deadline) {
        throw new SocketRequestError(failure, code ?? "");
      }
      await new Promise((pause) => setTimeout(pause, 250));
    }
  }
}

function connectOnce(file: string): Promise<Socket> {
  return new Promise((connected, failed) => {
    const socket = connect(file);
    socket.once("error", failed);
    socket.once("connect", () => {
      socket.off("error", failed);
      connected(socket);
    });
  });
}

/** Writes the request and resolves with the first line that comes back. */
function exchange(socket: Socket, request: string, waitMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    const timer = setTimeout(
      () => reject(new SocketRequestError("no-answer", `nothing within ${waitMs / 1000} s`)),
      waitMs,
    );
    const settle = (line?: string) => {
      clearTimeout(timer);
      if (line === undefined) reject(new SocketRequestError("no-answer", "closed without one"));
      else resolve(line);
    };
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
      const newline = received.indexOf("\n");
      if (newline !== -1) settle(received.slice(0, newline));
      else if (received.length > MAX_ANSWER_BYTES) settle();
    });
    // After the answer, a reset or the end changes nothing (a promise settles once).
    socket.on("error", () => settle());
    socket.on("end", () => settle());
    socket.write(request);
  });
}
