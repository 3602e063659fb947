// The production server behind `npm start`: the prerendered site from build/client,
// served by sirv with precompressed brotli/gzip files, clean URLs and a real 404.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import sirv from "sirv";

import { cacheControlFor, CACHE_REVALIDATE, hasExtension } from "./cache-policy.js";
import {
  CLIENT_DIR,
  DEFAULT_HOST,
  DEFAULT_PORT,
  NOT_FOUND_FILE,
  SITE_POLICY_FILE,
} from "./paths.js";
import { HSTS, securityHeaders } from "./security-headers.js";

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {{ identity: Buffer; br?: Buffer; gzip?: Buffer }} NotFoundPage the page, precompressed
 */

/**
 * @param {string} root
 * @returns {NotFoundPage}
 */
function loadNotFoundPage(root) {
  const file = join(root, NOT_FOUND_FILE);
  const read = (/** @type {string} */ suffix) =>
    existsSync(file + suffix) ? readFileSync(file + suffix) : undefined;
  return { identity: readFileSync(file), br: read(".br"), gzip: read(".gz") };
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {NotFoundPage} page
 * @param {Record<string, string>} documentHeaders
 */
function sendNotFound(req, res, page, documentHeaders) {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  /** @type {[encoding: string | undefined, body: Buffer]} */
  const [encoding, body] =
    page.br && /\bbr\b/.test(accepted)
      ? ["br", page.br]
      : page.gzip && /\bgzip\b/.test(accepted)
        ? ["gzip", page.gzip]
        : [undefined, page.identity];
  res.writeHead(404, {
    ...documentHeaders,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": CACHE_REVALIDATE,
    Vary: "Accept-Encoding",
    ...(encoding && { "Content-Encoding": encoding }),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The quote endpoint's origin, recorded by the build (scripts/build/host-configs.ts).
 * @param {string} root
 */
function loadSecurityHeaders(root) {
  const file = join(root, "..", SITE_POLICY_FILE);
  const { quoteOrigin } = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  return securityHeaders(quoteOrigin);
}

const NOSNIFF = { "X-Content-Type-Options": "nosniff" };

/** Host configs for static hosts; not pages of the site. */
const HOST_FILES = new Set(["/_headers", "/_redirects"]);

/** HTTPS directly, or behind a proxy that terminated it. */
const isHttps = (/** @type {Request} */ req) =>
  Boolean(/** @type {import("node:tls").TLSSocket} */ (req.socket).encrypted) ||
  req.headers["x-forwarded-proto"] === "https";

export function createSiteServer({ root = CLIENT_DIR } = {}) {
  const notFoundPage = loadNotFoundPage(root);
  const headers = loadSecurityHeaders(root);
  const serveStatic = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
      // React Router's client-navigation payloads; the type its own server sends.
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
    },
    onNoMatch: (req, res) => sendNotFound(req, res, notFoundPage, headers),
  });

  return createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    // The policy headers act on documents; scripts, styles and images need only nosniff.
    // Over HTTP/1.1 each header costs bytes on every response (33 scripts on the home page).
    const document = !hasExtension(pathname) || pathname.endsWith(".html");
    for (const [name, value] of Object.entries(document ? headers : NOSNIFF)) {
      res.setHeader(name, value);
    }
    if (isHttps(req)) res.setHeader("Strict-Transport-Security", HSTS);
    if (pathname === "/404" || pathname === `/${NOT_FOUND_FILE}` || HOST_FILES.has(pathname)) {
      sendNotFound(req, res, notFoundPage, headers);
      return;
    }
    serveStatic(req, res);
  });
}

export function listen({
  port = Number(process.env.PORT) || DEFAULT_PORT,
  host = process.env.HOST || DEFAULT_HOST,
} = {}) {
  const server = createSiteServer();
  server.listen(port, host, () => {
    console.log(`Serving the production site at http://${host}:${port}`);
  });
  return server;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) listen();
