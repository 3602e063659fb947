// A server of its own for tests that stop, kill or restart it (scripts/lib/server-process.ts).
export { newDataDir, startServer, type ServerProcess } from "../scripts/lib/server-process.ts";
