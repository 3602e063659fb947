// `npm run build [-- --strict]`: React Router's build, whose buildEnd hook runs the last steps
// (scripts/build/finish-build.ts). `--strict` refuses to build while sample content remains
// (scripts/build/sample-content.ts): the deploy pipeline's build. Other arguments go to React Router.
import { reactRouterBuild } from "../lib/react-router-build.ts";

// One build per language, English first: it makes build/ (and the server), and Marathi and
// Hindi join it under /mr/ and /hi/ (docs/decisions/028-languages-built-apart.md). The interface
// texts are checked and compiled once before (scripts/messages/compile.ts).
import { TRANSLATED_LANGUAGES } from "#app/site/site-languages.ts";
import { compileMessages } from "../messages/compile.ts";
import { buildPageScripts } from "./page-scripts.ts";

const args = process.argv.slice(2);
const strict = args.includes("--strict");
try {
  await compileMessages();
  // The pages' own scripts first: React Router's builds name them in every page.
  const entries = await buildPageScripts();
  console.log(`build: the pages' scripts, ${Object.values(entries).join(", ")}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// English first: its build empties the build folder the others are written beside.
for (const language of ["en", ...TRANSLATED_LANGUAGES]) {
  const build = reactRouterBuild(
    args.filter((arg) => arg !== "--strict"),
    {
      stdio: "inherit",
      env: { ...process.env, SITE_LANG: language, ...(strict && { STRICT_BUILD: "1" }) },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The compiler leaves a handle open for half a minute after it is done.
process.exit(0);
