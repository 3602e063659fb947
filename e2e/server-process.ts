import { startServer, type ServerProcess } from "../scripts/lib/server-process.ts";
import { test } from "./fixtures.ts";

// A server of its own for tests that stop, kill or restart it or need other settings
// (scripts/lib/server-process.ts), and the one server a spec file's tests share.
export { newDataDir, startServer, type ServerProcess } from "../scripts/lib/server-process.ts";

/**
 * The spec file's own server: started before its first test with `env` (or what `env` resolves
 * to, for settings that need a wait), stopped after its last. The tests share it, so they run
 * one after another, in one worker (a worker of their own would start another server).
 */
export function serverForThisFile(
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
): ServerProcess {
  test.describe.configure({ mode: "serial" });
  let server: ServerProcess | undefined;
  test.beforeAll(async () => {
    server = await startServer(typeof env === "function" ? await env() : env);
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
  };
}
