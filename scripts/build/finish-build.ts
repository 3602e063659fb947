// The build's last steps, run by React Router's `buildEnd` hook (react-router.config.ts) once
// every page is prerendered: each a named function of its own, each failing the build when it
// finds nothing to change (docs/decisions/010-build-steps-in-build-end.md). Data comes from the
// typed modules (site config, articles), never back out of the built HTML.
import { readFileSync, writeFileSync } from "node:fs";

import { articlesInLanguage } from "#app/blog/articles.server.ts";
import { describeSamples, remainingSamples } from "./sample-content.ts";
import { serverPaths } from "#app/pages/all-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";
import type { SiteLanguage } from "#app/site/site-languages.ts";

import { CLIENT_DIR, clientDirOf } from "../../server/paths.ts";
import { filesUnder } from "../lib/files-under.ts";

import { writeHostConfigs } from "./host-configs.ts";
import { gatherLanguage, joinLanguage } from "./join-language.ts";
import { moveNotFoundPage } from "./not-found-page.ts";
import { copyPageScripts } from "./page-scripts.ts";
import { withPagePolicy } from "./page-policy.ts";
import { precompress } from "./precompress.ts";
import { quoteOriginOf } from "./quote-origin.ts";
import { assertNoServerPaths } from "./server-paths.ts";
import { renderSocialImages } from "./social-images.ts";

type Log = (message: string) => void;

/** The home page's and each article's social image in the build's language, into `siteDir`. */
function socialImages(siteDir: string, language: SiteLanguage) {
  const articles = articlesInLanguage(language).map(({ slug, frontMatter }) => ({
    slug,
    tag: frontMatter.tags[0]!,
    title: frontMatter.teaser.title,
    thumbnail: frontMatter.teaser.thumbnail,
  }));
  return renderSocialImages(siteDir, {
    language,
    siteName: siteConfig.name,
    city: siteConfig.city,
    articles,
  });
}

function rewriteHtml(clientDir: string, transform: (html: string, file: string) => string) {
  const pages = [...filesUnder(clientDir)].filter((file) => file.endsWith(".html"));
  for (const file of pages) writeFileSync(file, transform(readFileSync(file, "utf8"), file));
  return pages.length;
}

export async function finishBuild(
  buildDir: string,
  language: SiteLanguage = "en",
  log: Log = console.log,
): Promise<void> {
  if (language !== "en") return finishLanguageBuild(buildDir, language, log);
  const clientDir = clientDirOf(buildDir);
  const quoteOrigin = quoteOriginOf(siteConfig.quoteForm);

  assertNoServerPaths(clientDir, serverPaths);
  moveNotFoundPage(clientDir);
  const pages = rewriteHtml(clientDir, (html, file) => withPagePolicy(html, file, quoteOrigin));
  log(`build: ${pages} pages, each with its script-hash policy.`);
  // Every language's: the English build is the first, and its folder is the site's.
  log(`build: the pages' scripts of ${copyPageScripts(clientDir)} languages in /assets/.`);

  log(`build: ${await socialImages(clientDir, language)} social preview images.`);

  writeHostConfigs(buildDir, clientDir, quoteOrigin);
  log("build: _headers, _redirects, deploy/nginx.conf, deploy/nginx-app.conf, site-policy.json.");
  log(`build: 404.html in place; ${precompress(clientDir)} files precompressed (brotli, gzip).`);

  const samples = remainingSamples(siteConfig);
  if (samples.length) {
    const yellow = (text: string) => `\x1b[33m${text}\x1b[0m`;
    log(yellow(`⚠ ${samples.length} sample entries to replace before going live`));
    for (const line of describeSamples(samples)) log(yellow(`  ${line}`));
    log(yellow("  (`npm run build -- --strict` refuses to build while any remain)"));
  }
}

/**
 * A Marathi or Hindi build: the same steps on its pages (policy, 404 page,
 * social images in its language, precompression), then its folder joins the English site under
 * /mr/ or /hi/. The host configs and the sample warnings are the English build's.
 */
async function finishLanguageBuild(buildDir: string, language: SiteLanguage, log: Log) {
  const quoteOrigin = quoteOriginOf(siteConfig.quoteForm);
  assertNoServerPaths(clientDirOf(buildDir), serverPaths);
  const pagesDir = gatherLanguage(buildDir, language);
  moveNotFoundPage(pagesDir);
  const pages = rewriteHtml(pagesDir, (html, file) => withPagePolicy(html, file, quoteOrigin));
  const images = await socialImages(pagesDir, language);
  const compressed = precompress(pagesDir);
  joinLanguage(buildDir, language, CLIENT_DIR);
  log(
    `build (${language}): ${pages} pages under /${language}/, ${images} social preview images, ${compressed} files precompressed.`,
  );
}
