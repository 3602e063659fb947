// `npm run build [-- --strict]`: React Router's build, whose buildEnd hook runs the last steps
// (scripts/build/finish-build.ts). `--strict` refuses to build while sample content remains
// (app/sample-content.ts): the deploy pipeline's build. Other arguments go to React Router.
import { reactRouterBuild } from "../lib/react-router-build.ts";

const args = process.argv.slice(2);
const strict = args.includes("--strict");
const build = reactRouterBuild(
  args.filter((arg) => arg !== "--strict"),
  { stdio: "inherit", env: { ...process.env, ...(strict && { STRICT_BUILD: "1" }) } },
);
process.exit(build.status ?? 1);
