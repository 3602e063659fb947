// `npm install` runs this (postinstall): applies patches/ to the installed packages.
// @react-router/dev 7.18 passes Vite 8 the deprecated `envFile: false`, and Vite prints a
// deprecation warning for every internal compiler it starts (nine lines per build). The patch
// is upstream's own fix (remix-run/react-router#15230, released only in React Router 8, which
// needs Node 22). Without dev dependencies (`npm ci --omit=dev`) there is nothing to patch.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (existsSync("node_modules/patch-package") && existsSync("node_modules/@react-router/dev")) {
  const result = spawnSync("npx", ["patch-package", "--error-on-fail"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
