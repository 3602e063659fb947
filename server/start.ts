// `npm start`: builds the site when there is no build yet, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

import { CLIENT_DIR } from "./paths.ts";
import { listen } from "./serve.ts";

if (!existsSync(join(CLIENT_DIR, "index.html"))) {
  console.log("No production build found: building first.");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

try {
  await listen();
} catch (error) {
  // A setting to fix (named in the message), a DATA_DIR in use, an unreachable database.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
