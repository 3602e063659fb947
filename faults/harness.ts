// What the fault cases share: a valid quote, ways to send one and to send what no browser
// would (raw sockets), and reading back what a server stored.
import { randomBytes } from "node:crypto";
import { connect } from "node:net";

import { processStat } from "#app/db/data-dir-lock.server.ts";
import { answers } from "../e2e/quote-helpers.ts";

export { storedLeads } from "../e2e/lead-store.ts";
export { newDataDir, startServer, type ServerProcess } from "../scripts/lib/server-process.ts";
export { signIn } from "../scripts/lib/inbox-sign-in.ts";

/** A password made at random for one run: none is written in the repository. */
export const testPassword = () => `pw-${randomBytes(18).toString("base64url")}`;

/** A quote a person could have sent (3.5 s on the page: not the too-fast check's spam). */
export function quoteForm(n: number, overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    ...answers,
    email: `visitor-${n}@example.in`,
    message: `Quote number ${n}: a website for our shop.`,
    elapsed_ms: "3500",
    ...overrides,
  });
}

/** POSTs a quote as the form's script does; resolves with the status (0: no answer at all). */
export async function postQuote(base: string, body: URLSearchParams): Promise<number> {
  try {
    const response = await fetch(`${base}/api/leads`, {
      method: "POST",
      headers: { Accept: "application/json", Origin: base },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Sends bytes on a fresh connection and resolves with what came back before it closed (or
 * after `waitMs`): for requests fetch() will not send, such as a chunked body past a limit.
 */
export function rawRequest(
  base: string,
  parts: readonly (string | Buffer)[],
  waitMs = 3000,
): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    let received = "";
    const socket = connect(Number(port), hostname);
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(received);
    };
    const timer = setTimeout(done, waitMs);
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", done);
    socket.on("close", done);
    socket.on("connect", async () => {
      for (const part of parts) {
        if (socket.destroyed) break;
        socket.write(part);
        // A body arriving over time, as a slow or hostile sender sends it.
        await new Promise((pause) => setTimeout(pause, 5));
      }
    });
  });
}

/** A chunked POST of `chunks` chunks of `size` bytes each. */
export function chunkedPost(base: string, path: string, chunks: number, size = 8192) {
  const { host } = new URL(base);
  const chunk = Buffer.concat([
    Buffer.from(`${size.toString(16)}\r\n`),
    Buffer.alloc(size, "a"),
    Buffer.from("\r\n"),
  ]);
  return rawRequest(base, [
    `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${base}\r\n` +
      "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n",
    ...Array.from({ length: chunks }, () => chunk),
    "0\r\n\r\n",
  ]);
}

/** The status line's code of a raw answer ("" when none came). */
export const statusOf = (raw: string) => /^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? "";

/** The state letter of a process (Z: a zombie), as the data folder's lock reads it. */
export const processState = (pid: number) => processStat(pid)?.state;

/** Whether the process with this id still runs (not a zombie). */
export async function isAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !["Z", "X", "x"].includes(processState(pid) ?? "");
}

/** The resident memory of a process, in MB (Linux). */
export async function residentMb(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** The home page's status now (0: no answer). */
export async function homeStatus(base: string): Promise<number> {
  try {
    const response = await fetch(`${base}/`);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Makes an inbox account in a stopped server's store (`npm run inbox -- add-user`). */
export async function addUser(
  env: Record<string, string>,
  email: string,
  password: string,
): Promise<void> {
  const { spawnSync } = await import("node:child_process");
  const run = spawnSync(process.execPath, ["scripts/inbox.ts", "add-user", email], {
    input: `${password}\n`,
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`add-user failed:\n${run.stderr}${run.stdout}`);
}

/** What one quote of a burst got: its number and the answer's status and Retry-After. */
export type Sent = { n: number; status: number; retryAfter: string | null };

/** Sends quote number `n` as the form's script does; status 0 when no answer came. */
export async function sendQuote(base: string, n: number): Promise<Sent> {
  try {
    const response = await fetch(`${base}/api/leads`, {
      method: "POST",
      headers: { Accept: "application/json", Origin: base },
      body: quoteForm(n),
    });
    await response.arrayBuffer();
    return { n, status: response.status, retryAfter: response.headers.get("retry-after") };
  } catch {
    return { n, status: 0, retryAfter: null };
  }
}

/**
 * Sends quotes numbered `from` … `from + count - 1`, `concurrency` at a time, to one or more
 * servers in turn; resolves with every answer (status 0: the connection failed, as when the
 * server was killed).
 */
export async function burst(
  bases: readonly string[],
  { from = 0, count, concurrency = 20 }: { from?: number; count: number; concurrency?: number },
): Promise<Sent[]> {
  const sent: Sent[] = [];
  let next = from;
  const worker = async () => {
    while (next < from + count) {
      const n = next++;
      sent.push(await sendQuote(bases[n % bases.length]!, n));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return sent.sort((a, b) => a.n - b.n);
}

/** The numbers of the quotes in a burst that were answered 201. */
export const acknowledged = (sent: readonly Sent[]) =>
  sent.filter((one) => one.status === 201).map((one) => one.n);

/** The quote numbers of stored leads, from their emails (visitor-<n>@example.in). */
export const quoteNumbers = (emails: readonly string[]) =>
  emails.map((email) => Number(/^visitor-(\d+)@/.exec(email)?.[1] ?? -1)).sort((a, b) => a - b);

/** Waits until `check` holds, polling; rejects after `timeoutMs` with `what`. */
export async function eventually(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((pause) => setTimeout(pause, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}
