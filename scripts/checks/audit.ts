// `npm run audit` (part of `npm test`): no high or critical advisory in the packages the site
// ships (`npm audit --omit=dev`). Where the registry's advisory service cannot be reached
// (a mirror without it answers 405), says so plainly and does not pretend to have checked.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

if (!report?.metadata?.vulnerabilities) {
  const reason = report?.message ?? report?.error?.summary ?? "no answer";
  console.warn(
    `\x1b[33m⚠ audit: the advisory service could not be reached (${reason}); production dependencies NOT checked.\x1b[0m`,
  );
  process.exit(0);
}

const { high = 0, critical = 0, ...rest } = report.metadata.vulnerabilities;
const lower = Object.entries(rest)
  .filter(([level, count]) => level !== "total" && count)
  .map(([level, count]) => `${count} ${level}`);
if (high || critical) {
  console.error(
    `✘ audit: ${critical} critical and ${high} high advisories in production dependencies (npm audit --omit=dev)`,
  );
  process.exit(1);
}
console.log(
  `✔ audit: no high or critical advisory in production dependencies${lower.length ? ` (${lower.join(", ")})` : ""}`,
);
