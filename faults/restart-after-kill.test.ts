import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";

import { afterEach, describe, expect, it } from "vitest";

import { storedLeads } from "../e2e/lead-store.ts";
import { answers } from "../e2e/quote-helpers.ts";
import { freePort, QUOTE_LIMITS_OFF } from "../scripts/lib/server-process.ts";
import { newDataDir, processState, startServer } from "./harness.ts";

// A server killed with -9 and started again at once, as a supervisor does: the new one takes
// over the data folder's lock and serves, and every lead the killed one answered 201 is kept.
// Right after kill -9 the killed process is a zombie until its parent reaps it; its id still
// answers a signal, and the lock must not take that for a running server.

const LINUX = existsSync("/proc/self/stat");

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataDir() {
  const dir = newDataDir();
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Sends a quote as a browser script does; returns the status. */
async function sendQuote(url: string, message: string) {
  const response = await fetch(`${url}/api/leads`, {
    method: "POST",
    headers: { Origin: url, Accept: "application/json" },
    body: new URLSearchParams({ ...answers, message }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Sends `count` quotes; the messages of those answered 201. */
async function sendQuotes(url: string, label: string, count = 3) {
  const stored: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const message = `${label} quote ${index + 1}: a website for our sweet shop`;
    expect(await sendQuote(url, message)).toBe(201);
    stored.push(message);
  }
  return stored;
}

/**
 * `node server/serve.ts` started by a parent that never reaps it: a shell that starts the
 * server in the background, prints its id, and replaces itself with `sleep` (exec keeps the
 * process, so the parent stays the same). Killed, the server stays a zombie while sleep runs.
 */
async function startUnreapedServer(dir: string) {
  const port = await freePort();
  const script = '"$NODE" server/serve.ts & echo pid $!; exec sleep 120';
  const parent: ChildProcess = spawn("sh", ["-c", script], {
    env: {
      ...process.env,
      NODE: process.execPath,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      ...QUOTE_LIMITS_OFF,
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  cleanups.push(() => {
    parent.kill("SIGKILL"); // the zombie goes to init, which reaps it
  });
  let output = "";
  parent.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  parent.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((started, failed) => {
    const timer = setTimeout(() => failed(new Error(`server did not start:\n${output}`)), 60_000);
    parent.stdout!.on("data", () => {
      if (!output.includes("Serving the production site")) return;
      clearTimeout(timer);
      started();
    });
    parent.once("exit", () => failed(new Error(`the parent ended:\n${output}`)));
  });
  const pid = Number(/^pid (\d+)$/m.exec(output)?.[1]);
  expect(pid).toBeGreaterThan(0);
  return { url: `http://127.0.0.1:${port}`, pid };
}

describe("a server killed with -9 and started again at once", () => {
  it("starts on the same DATA_DIR, answers, and keeps the leads answered 201", async () => {
    const dir = dataDir();
    const first = await startServer({}, dir);
    cleanups.push(() => first.stop("SIGKILL"));
    const sent = await sendQuotes(first.url, "first");
    await first.stop("SIGKILL");

    const second = await startServer({}, dir);
    cleanups.push(() => second.stop());
    sent.push(...(await sendQuotes(second.url, "second", 1)));
    await second.stop();

    const stored = await storedLeads(dir);
    expect(stored.map((lead) => lead.message).sort()).toEqual([...sent].sort());
  });

  it("still refuses a second server while the first one runs, and the first keeps serving", async () => {
    const dir = dataDir();
    const first = await startServer({}, dir);
    cleanups.push(() => first.stop());
    await expect(startServer({}, dir)).rejects.toThrow(
      `DATA_DIR ${dir} is in use by another server process (pid ${first.pid})`,
    );
    const sent = await sendQuotes(first.url, "still serving", 1);
    await first.stop();
    expect((await storedLeads(dir)).map((lead) => lead.message)).toEqual(sent);
  });

  it.runIf(LINUX)("starts while the killed one is a zombie its parent has not reaped", async () => {
    const dir = dataDir();
    const first = await startUnreapedServer(dir);
    const sent = await sendQuotes(first.url, "unreaped");
    process.kill(first.pid, "SIGKILL");
    const deadline = Date.now() + 10_000;
    while (processState(first.pid) !== "Z") {
      if (Date.now() > deadline) throw new Error("the killed server did not become a zombie");
      await new Promise((wait) => setTimeout(wait, 10));
    }

    const second = await startServer({}, dir);
    cleanups.push(() => second.stop());
    expect(processState(first.pid)).toBe("Z"); // not reaped all along
    sent.push(...(await sendQuotes(second.url, "after the zombie", 1)));
    await second.stop();

    const stored = await storedLeads(dir);
    expect(stored.map((lead) => lead.message).sort()).toEqual([...sent].sort());
  });
});
