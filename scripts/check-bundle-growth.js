// Adding articles must not grow any page's JavaScript. Builds a second copy of the site with
// extra articles (copies of an existing one) and compares the home page's and an article
// page's JavaScript with the normal build's: the code (entry, route modules, imports) and
// React Router's route table, which every page loads, must not grow by a byte.
//   node scripts/check-bundle-growth.js [--extra 1]
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { ARTICLE_ROUTES, HOME_ROUTES, pageJs } from "./page-js.js";

const { values } = parseArgs({ options: { extra: { type: "string", default: "1" } } });
const extra = Number(values.extra);
const base = join(process.cwd(), "build", "client");
if (!existsSync(join(base, "index.html"))) {
  console.error("check-bundle-growth: run npm run build first.");
  process.exit(1);
}

// Inside the project: the prerender step imports the server build, which needs node_modules.
const work = join(process.cwd(), ".bundle-check");
rmSync(work, { recursive: true, force: true });
const contentDir = join(work, "content");
cpSync(join(process.cwd(), "content", "blog"), contentDir, { recursive: true });
const template = readFileSync(join(contentDir, "startup.md"), "utf8");
for (let index = 1; index <= extra; index += 1) {
  writeFileSync(
    join(contentDir, `generated-article-${index}.md`),
    template.replace(/^order: \d+$/m, `order: ${100 + index}`),
  );
}

const started = Date.now();
const build = spawnSync("npx", ["react-router", "build"], {
  env: { ...process.env, ARTICLES_DIR: contentDir, BUILD_DIR: join(work, "build") },
  stdio: ["ignore", "ignore", "inherit"],
});
if (build.status !== 0) {
  console.error("check-bundle-growth: the build with extra articles failed.");
  process.exit(1);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const grown = join(work, "build", "client");
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let failed = false;
for (const [page, routes] of [
  ["home", HOME_ROUTES],
  ["article", ARTICLE_ROUTES],
]) {
  const before = pageJs(base, routes).code;
  const after = pageJs(grown, routes).code;
  const ok = after.raw <= before.raw;
  failed ||= !ok;
  console.log(
    `${ok ? "✔" : "✘"} ${page} page code: ${kb(before.raw)} (${kb(before.gzip)} gzip) with the site's ` +
      `articles, ${kb(after.raw)} (${kb(after.gzip)} gzip) with ${extra} more`,
  );
}

const before = pageJs(base, HOME_ROUTES).manifest;
const after = pageJs(grown, HOME_ROUTES).manifest;
const manifestOk = after.raw <= before.raw;
failed ||= !manifestOk;
console.log(
  `${manifestOk ? "✔" : "✘"} route table: ${kb(before.raw)} (${kb(before.gzip)} gzip) with the site's ` +
    `articles, ${kb(after.raw)} (${kb(after.gzip)} gzip) with ${extra} more; build ${seconds} s`,
);

rmSync(work, { recursive: true, force: true });
if (failed) {
  console.error(
    "Adding an article grew a page's JavaScript: article data must stay out of the client bundles.",
  );
  process.exit(1);
}
