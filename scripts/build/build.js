// `npm run build [-- --strict]`: React Router's build, whose buildEnd hook runs the last steps
// (scripts/build/finish-build.ts). `--strict` refuses to build while sample content remains
// (app/sample-content.ts): the deploy pipeline's build. Other arguments go to React Router.
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const strict = args.includes("--strict");
const build = spawnSync("npx", ["react-router", "build", ...args.filter((a) => a !== "--strict")], {
  stdio: "inherit",
  env: { ...process.env, ...(strict && { STRICT_BUILD: "1" }) },
  shell: process.platform === "win32",
});
process.exit(build.status ?? 1);
