// `npm run check:new-article` (part of `npm test`): adding an article is adding one file.
// Builds a second copy of the site with extra articles in a copy of content/blog (new titles on
// copies of an existing one), then checks that
//   1. each new article has its page and is listed on /allblogs, /contents, in the sitemap and
//      in the RSS feed, with no code or list changed by hand;
//   2. no page's JavaScript grew: the scripts the home and an article page load (their
//      behaviours, app/browser/page.ts) and React Router's route table, which the inbox loads,
//      by not one byte.
//   node scripts/checks/new-article.ts [--extra 1]   (--extra 200 for the scale figures)
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { articlePath } from "#app/pages/site-pages.ts";

import { CLIENT_DIR, clientDirOf } from "../../server/paths.ts";
import { PAGE_SCRIPTS_DIR } from "../build/page-scripts.ts";
import { HOME_ROUTES, pageJs, pageScripts } from "../lib/page-js.ts";
import { reactRouterBuild } from "../lib/react-router-build.ts";

const { values } = parseArgs({ options: { extra: { type: "string", default: "1" } } });
const extra = Number(values.extra);
if (!existsSync(join(CLIENT_DIR, "index.html"))) {
  console.error("check:new-article: run npm run build first.");
  process.exit(1);
}

// Inside the project: the prerender step imports the server build, which needs node_modules.
const work = join(process.cwd(), ".new-article-check");
rmSync(work, { recursive: true, force: true });
const contentDir = join(work, "content");
cpSync(join(process.cwd(), "content", "blog"), contentDir, { recursive: true });
const template = readFileSync(join(contentDir, "startup.md"), "utf8");

const newArticle = (index: number) => ({
  slug: `generated-article-${index}`,
  title: `Digital Marketing for Generated Business ${index}`,
});
for (let index = 1; index <= extra; index += 1) {
  const { slug, title } = newArticle(index);
  writeFileSync(
    join(contentDir, `${slug}.md`),
    template
      // Written in English first: the Marathi and Hindi lists show it marked as English.
      .replace(/^order: \d+$/m, `order: ${100 + index}\nenglishFirst: true`)
      .replace(/^title: .*$/m, `title: "${title}: A Test Guide"`)
      .replace(/^ {2}title: .*$/m, `  title: "${title}"`),
  );
}

// React Router's build names the pages' scripts, built before it (npm run build builds them,
// scripts/build/page-scripts.ts): they read no article, so the site's own are taken along.
cpSync(PAGE_SCRIPTS_DIR, `${join(work, "build")}.page-scripts`, { recursive: true });
const started = Date.now();
const build = reactRouterBuild([], {
  env: { ...process.env, ARTICLES_DIR: contentDir, BUILD_DIR: join(work, "build") },
  stdio: ["ignore", "ignore", "inherit"],
});
if (build.status !== 0) {
  console.error("check:new-article: the build with extra articles failed.");
  process.exit(1);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const grown = clientDirOf(join(work, "build"));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const problems: string[] = [];

// 1. Every new article is on its page and in every list, under its own title.
const built = (file: string) =>
  existsSync(join(grown, file)) ? readFileSync(join(grown, file), "utf8") : "";
const lists = {
  "/allblogs": built("allblogs/index.html"),
  "/contents": built("contents/index.html"),
  "sitemap.xml": built("sitemap.xml"),
  "rss.xml": built("rss.xml"),
};
for (let index = 1; index <= extra; index += 1) {
  const { slug, title } = newArticle(index);
  const path = articlePath(slug);
  if (!built(`${path}/index.html`).includes(title)) problems.push(`${path} has no page`);
  for (const [list, html] of Object.entries(lists)) {
    if (!html.includes(path)) problems.push(`${list} does not list ${path}`);
  }
  for (const list of ["/allblogs", "/contents", "rss.xml"]) {
    if (!lists[list as keyof typeof lists].includes(title)) {
      problems.push(`${list} does not show the title "${title}"`);
    }
  }
}
if (!problems.length) {
  console.log(
    `✔ ${extra} new article(s): a page each, listed on /allblogs, /contents, in the sitemap and the RSS feed`,
  );
}

// 2. No page's JavaScript grew.
for (const [page, route] of [
  ["home", "/"],
  ["article", articlePath("startup")],
] as const) {
  const before = pageScripts(CLIENT_DIR, route);
  const after = pageScripts(grown, route);
  const ok = after.brotli <= before.brotli && after.files.length <= before.files.length;
  if (!ok) problems.push(`the ${page} page's scripts grew: ${after.files.join(", ")}`);
  console.log(
    `${ok ? "✔" : "✘"} ${page} page scripts: ${kb(before.brotli)} brotli with the site's ` +
      `articles, ${kb(after.brotli)} with ${extra} more`,
  );
}
const before = pageJs(CLIENT_DIR, HOME_ROUTES).manifest;
const after = pageJs(grown, HOME_ROUTES).manifest;
const manifestOk = after.raw <= before.raw;
if (!manifestOk)
  problems.push("React Router's route table (the inbox's) grew: article data reached it");
console.log(
  `${manifestOk ? "✔" : "✘"} route table: ${kb(before.raw)} (${kb(before.gzip)} gzip) with the site's ` +
    `articles, ${kb(after.raw)} (${kb(after.gzip)} gzip) with ${extra} more; build ${seconds} s`,
);

rmSync(work, { recursive: true, force: true });
if (problems.length) {
  for (const problem of problems) console.error(`✘ ${problem}`);
  process.exit(1);
}
