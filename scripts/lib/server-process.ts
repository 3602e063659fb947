// A server of its own, as `npm start` runs it (`node server/serve.ts`), for the tests that stop,
// kill or restart it or need other settings, and for the benches that load it from outside.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A running server: `stop("SIGKILL")` is a crash, SIGTERM a clean stop. */
export type ServerProcess = {
  url: string;
  dataDir: string;
  pid: number;
  stop(signal?: NodeJS.Signals): Promise<void>;
  output(): string;
};

/** @returns a port nothing listens on now */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Every quote limit off (docs/configuration.md): tests send many quotes from 127.0.0.1, and
 * test the limits on servers that set them.
 */
export const QUOTE_LIMITS_OFF = {
  LEADS_LIMIT_CONTACT_PER_HOUR: "0",
  LEADS_LIMIT_ADDRESS_PER_10_MIN: "0",
} as const;

/** A new, empty data folder. */
export const newDataDir = () => mkdtempSync(join(tmpdir(), "leads-"));

/**
 * Starts a server and resolves once it listens; rejects with what it printed if it exits.
 * Leads go to a new data folder unless DATA_DIR is given; the quote limits are off unless set.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir: string = env.DATA_DIR ?? newDataDir(),
  /** The project folder it runs in: this one, or an installed copy. */
  cwd = process.cwd(),
): Promise<ServerProcess> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["server/serve.ts"], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...QUOTE_LIMITS_OFF,
      // The embedded store unless the caller names a database: the environment's DATABASE_URL
      // (set for the storage tests) is not this server's.
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const record = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on("data", record);
  child.stderr.on("data", record);
  const exited = new Promise((resolve) => child.once("exit", () => resolve(undefined)));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout.on("data", () => {
      if (!output.includes("Serving the production site")) return;
      clearTimeout(timer);
      resolve(undefined);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid as number,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    output: () => output,
  };
}
