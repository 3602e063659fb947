// `npm run test:e2e`: Playwright's run, then what its shared server counted (issue 56). The
// shared server stores in a data folder of this run (E2E_DATA_DIR); once Playwright has stopped
// it, the folder is opened and the visits tables read: the run's browsers are counted as people
// (their user agent is a person's Chrome), so the tables hold page views, and none of their
// values may look like an address, a user agent, a whole address or a query.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { openStore } from "#app/db/store.server.ts";

import { storedVisitsCheck } from "./stored-visits.ts";

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "e2e-shared-leads-"));
const args = process.argv.slice(2);
const run = spawnSync("npx", ["playwright", "test", ...args], {
  stdio: "inherit",
  env: { ...process.env, E2E_DATA_DIR: dataDir },
});
if (run.status !== 0) process.exit(run.status ?? 1);

const store = await openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
try {
  const { pageViews, found } = await storedVisitsCheck(store.db);
  if (found.length) {
    console.error(`e2e: the visits tables hold what they may not:\n${found.join("\n")}`);
    process.exit(1);
  }
  // A whole run opens hundreds of pages; none counted would make the check above say nothing.
  if (!args.length && pageViews === 0) {
    console.error("e2e: the run's shared server counted no page view, so nothing was checked.");
    process.exit(1);
  }
  console.log(
    `e2e: ${pageViews} page views counted by the shared server, none holding an address, a user agent, a whole address or a query.`,
  );
} finally {
  await store.close();
}
