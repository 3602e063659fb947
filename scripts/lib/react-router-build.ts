// Runs `react-router build` with this Node, not through npx: inside `npx -c` (the Node 24 test
// run) a nested npx inherits the outer call and fails with a usage error.
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const PROJECT_DIR = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const CLI = join(PROJECT_DIR, "node_modules", "@react-router", "dev", "bin.cjs");

/** @param args after `build` */
export function reactRouterBuild(args: string[], options: Partial<SpawnSyncOptions> = {}) {
  return spawnSync(process.execPath, [CLI, "build", ...args], { cwd: PROJECT_DIR, ...options });
}
