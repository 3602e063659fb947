// After `react-router build`: put the 404 page (plain HTML) where static hosts look for it,
// drop the SPA fallback (every route is prerendered), keep JavaScript off the critical path,
// give every page its script-hash Content-Security-Policy, write the host configs, and
// precompress text files for the server.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { BUILD_DIR, NOT_FOUND_FILE } from "../server/serve.js";
import { filesUnder } from "./files-under.js";
import { writeHostConfigs } from "./host-configs.js";
import { addPagePolicies, quoteOriginOf } from "./page-policies.js";
import { renderSocialImages } from "./render-social-images.js";

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|webmanifest|map)$/;
const MIN_BYTES = 512;

/**
 * The 404 page is served for every unknown address, /blogs/<anything> included, where the
 * client router would match the article route and fail to load its data. So it is plain
 * HTML: no hydration scripts (structured data stays), and `data-static-page` hides the
 * controls that need JavaScript (the phone menu; the footer's site map stands in for it).
 */
function withoutScripts(html) {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace("<html ", "<html data-static-page ");
}

function moveNotFoundPage() {
  const prerendered = join(BUILD_DIR, "404", "index.html");
  if (!existsSync(prerendered))
    throw new Error(`${prerendered} is missing: the 404 route was not prerendered`);
  writeFileSync(join(BUILD_DIR, NOT_FOUND_FILE), withoutScripts(readFileSync(prerendered, "utf8")));
  rmSync(prerendered);
  rmSync(join(BUILD_DIR, "404"), { recursive: true, force: true });
  rmSync(join(BUILD_DIR, "404.data"), { force: true });
  rmSync(join(BUILD_DIR, "__spa-fallback.html"), { force: true });
}

/**
 * React Router preloads every module of the page in <head>; on a slow link those
 * downloads compete with the stylesheet and delay first paint (FCP 1.9 s → under 1 s
 * measured with `npm run bench`). The module script still loads them after the paint.
 */
function dropModulePreloads() {
  for (const file of filesUnder(BUILD_DIR)) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(file, "utf8");
    const stripped = html.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
    if (stripped !== html) writeFileSync(file, stripped);
  }
}

function precompress() {
  let count = 0;
  for (const file of filesUnder(BUILD_DIR)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

moveNotFoundPage();
dropModulePreloads();
const siteName = /property="og:site_name" content="([^"]+)"/.exec(
  readFileSync(join(BUILD_DIR, "index.html"), "utf8"),
)?.[1];
console.log(
  `postbuild: ${await renderSocialImages(BUILD_DIR, { siteName: siteName ?? "" })} social preview images.`,
);
const quoteOrigin = quoteOriginOf(BUILD_DIR);
const pages = [...filesUnder(BUILD_DIR)].filter((file) => file.endsWith(".html"));
console.log(
  `postbuild: a script-hash Content-Security-Policy in ${addPagePolicies(pages, quoteOrigin)} pages.`,
);
writeHostConfigs(join(BUILD_DIR, ".."), BUILD_DIR, quoteOrigin);
console.log(
  "postbuild: _headers, _redirects, build/deploy/nginx.conf and build/site-policy.json written.",
);
console.log(`postbuild: 404.html in place; ${precompress()} files precompressed (brotli, gzip).`);
