import { startServer, type ServerProcess } from "../scripts/lib/server-process.ts";
import { test } from "./fixtures.ts";

// A server of its own for tests that stop, kill or restart it or need other settings
// (scripts/lib/server-process.ts), and the one server a spec file's tests share.
export { newDataDir, startServer, type ServerProcess } from "../scripts/lib/server-process.ts";

/** The server a spec file's tests share: the one running now. */
export type SharedServer = ServerProcess & {
  /** Starts it again, with the same settings, on its data folder (after a stop or a crash). */
  startAgain(): Promise<void>;
};

/**
 * The spec file's own server: started before its first test with `env` (or what `env` resolves
 * to, for settings that need a wait), stopped after its last. The tests share it, so they run
 * one after another, in one worker (a worker of their own would start another server).
 */
export function serverForThisFile(
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
): SharedServer {
  test.describe.configure({ mode: "serial" });
  let settings: Record<string, string> = {};
  let server: ServerProcess | undefined;
  test.beforeAll(async () => {
    settings = typeof env === "function" ? await env() : env;
    server = await startServer(settings);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const running = () => {
    if (!server) throw new Error("The spec file's server runs only while its tests do.");
    return server;
  };
  return {
    get url() {
      return running().url;
    },
    get dataDir() {
      return running().dataDir;
    },
    get pid() {
      return running().pid;
    },
    stop: (signal) => running().stop(signal),
    output: () => running().output(),
    async startAgain() {
      server = await startServer(settings, running().dataDir);
    },
  };
}
