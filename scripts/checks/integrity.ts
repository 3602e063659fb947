// `npm run check:integrity` (part of `npm test`), against the built site:
//   1. links: linkinator crawls every page from / through the production server; any
//      internal link that does not answer 2xx fails (other sites are not fetched);
//   2. anchors: every internal link with a #fragment points at an id on its target page;
//   3. new tabs: every target="_blank" link has rel="noopener noreferrer";
//   4. HTML: every prerendered page is valid under the W3C Nu checker (vnu-jar, Java 17);
//   5. the inbox apart: no prerendered page loads the inbox's stylesheet or scripts, or the
//      inbox's addresses in its own scripts (inbox-apart.ts).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { relative } from "node:path";

import { LinkChecker } from "linkinator";
import vnuJar from "vnu-jar";

import { CLIENT_DIR } from "../../server/paths.ts";
import { createSiteServer } from "../../server/serve.ts";
import { filesUnder } from "../lib/files-under.ts";
import { inboxOnPublicPages } from "./inbox-apart.ts";
import { listenOnLoopback } from "../lib/listen-on-loopback.ts";

const problems: string[] = [];
const pages = [...filesUnder(CLIENT_DIR)].filter((file) => file.endsWith(".html"));
const pageOf = (file: string) => {
  const path = `/${relative(CLIENT_DIR, file).replace(/index\.html$|\.html$/, "")}`;
  return path.length > 1 ? path.replace(/\/$/, "") : "/";
};
const htmlByPath = new Map(pages.map((file) => [pageOf(file), readFileSync(file, "utf8")]));

async function checkLinks() {
  const server = createSiteServer();
  const origin = await listenOnLoopback(server);
  try {
    const result = await new LinkChecker().check({
      path: `${origin}/`,
      recurse: true,
      concurrency: 8,
      linksToSkip: async (link) => !link.startsWith(origin),
    });
    const broken = result.links.filter((link) => link.state === "BROKEN");
    for (const link of broken) {
      problems.push(
        `broken link ${link.url.replace(origin, "")} (${link.status}) on ${link.parent?.replace(origin, "")}`,
      );
    }
    return result.links.filter((link) => link.state === "OK").length;
  } finally {
    server.close();
  }
}

function checkAnchorsAndNewTabs() {
  let anchors = 0;
  for (const [path, html] of htmlByPath) {
    for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
      const href = /\bhref="([^"]*)"/.exec(tag)?.[1] ?? "";
      if (/\btarget="_blank"/.test(tag)) {
        const rel = /\brel="([^"]*)"/.exec(tag)?.[1]?.split(/\s+/) ?? [];
        if (!rel.includes("noopener") || !rel.includes("noreferrer")) {
          problems.push(`${path}: ${href} opens a new tab without rel="noopener noreferrer"`);
        }
      }
      const match = /^(\/[^#?]*)?(?:\?[^#]*)?#(.+)$/.exec(href);
      if (!match) continue;
      const target = match[1] ? match[1].replace(/\/$/, "") || "/" : path;
      const fragment = decodeURIComponent(match[2] ?? "");
      anchors += 1;
      const targetHtml = htmlByPath.get(target);
      if (!targetHtml) problems.push(`${path}: ${href} points at a page that does not exist`);
      else if (!targetHtml.includes(`id="${fragment}"`)) {
        problems.push(`${path}: ${href} points at #${fragment}, which ${target} does not have`);
      }
    }
  }
  return anchors;
}

/**
 * What the validator reports that the HTML standard allows. Speculation Rules take a URL pattern
 * as a string or as a dictionary of its parts (HTML's "parse a URL pattern" for `href_matches`;
 * Chromium and Firefox's parser accept both); the validator knows only the string. The rules'
 * one dictionary (`{ pathname: "/*", search: "" }`: no address with a query) is parsed by
 * Chromium without error in e2e/speculation-rules.spec.ts.
 */
const STANDARD_BUT_REPORTED = [
  /The “href_matches” property in a document rule must be a string or an array of strings\./,
];

function checkHtml() {
  const result = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "gnu", ...pages], {
    encoding: "utf8",
  });
  if (result.error) {
    problems.push(
      `HTML check could not run Java 17 (${result.error.message}): apt-get install openjdk-17-jre-headless`,
    );
    return;
  }
  const lines = result.stderr.split("\n").filter(Boolean);
  for (const line of lines.filter(
    (text) => !STANDARD_BUT_REPORTED.some((known) => known.test(text)),
  )) {
    problems.push(`invalid HTML: ${line.replace(`${CLIENT_DIR}/`, "")}`);
  }
}

const linksOk = await checkLinks();
const anchors = checkAnchorsAndNewTabs();
checkHtml();
problems.push(...inboxOnPublicPages(CLIENT_DIR, htmlByPath));

if (problems.length) {
  for (const problem of problems) console.error(`✘ ${problem}`);
  process.exit(1);
}
console.log(
  `✔ integrity: ${linksOk} internal links answer, ${anchors} anchors resolve, new tabs use rel="noopener noreferrer", ${pages.length} pages are valid HTML and carry nothing of the inbox`,
);
