// `node scripts/lock-optional-platforms.ts`, after any `npm install` that rewrites
// package-lock.json: Paraglide's SDK (@lix-js/sdk 0.17.0) names a native package per platform as
// optional dependencies, and the npm mirror these machines reach publishes only the Linux x64
// one, so npm leaves the others out of the lock file, and `npm ci` (CI, deploys) then refuses
// the lock as out of sync with package.json. This writes their entries back (version, os, cpu;
// npm skips them on other platforms, and fetches them from the registry on the platform that
// needs them).
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const SDK = "node_modules/@lix-js/sdk";
type Entry = { version?: string; optionalDependencies?: Record<string, string> } & Record<
  string,
  unknown
>;

const lock = JSON.parse(readFileSync(LOCK, "utf8")) as { packages: Record<string, Entry> };
const sdk = lock.packages[SDK];
if (!sdk?.optionalDependencies)
  throw new Error(`${SDK} or its optionalDependencies not in the lock`);

const packages: Record<string, Entry> = {};
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  packages[path] = entry;
  if (path !== SDK) continue;
  for (const [name, version] of Object.entries(sdk.optionalDependencies)) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const [os, cpu] = name.replace("@lix-js/sdk-", "").split("-");
    packages[key] = { version, cpu: [cpu], dev: true, optional: true, os: [os] };
    added += 1;
  }
}
lock.packages = packages;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform packages of @lix-js/sdk written back`);
