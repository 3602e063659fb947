// The peer of the Lighthouse bench (`npm run bench -- --peer DIR`): any built static site
// served from memory, compressed as this site's server compresses (brotli, else gzip, for
// text; precompressed once at start, so no request waits on a compressor), with a content type
// per extension and clean URLs (/contact answers contact/index.html or contact.html). Remote
// images, scripts and stylesheets are emptied as the site loads (peer-remote-resources.ts).
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import {
  BLANK_GIF,
  BLANK_IMAGE_PATH,
  emptyRemoteCss,
  emptyRemoteHtml,
} from "./peer-remote-resources.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
};
/** Types worth compressing: images, fonts and videos are compressed already. */
const COMPRESSIBLE = new Set([
  ".html",
  ".css",
  ".js",
  ".mjs",
  ".json",
  ".webmanifest",
  ".map",
  ".xml",
  ".txt",
  ".svg",
]);

export type StaticFile = { type: string; identity: Buffer; br?: Buffer; gzip?: Buffer };
export type StaticSite = { files: Map<string, StaticFile>; emptied: number };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A built site's files, keyed by URL path (/blog/index.html), with their compressed copies. */
export function loadStaticSite(dir: string): StaticSite {
  const files = new Map<string, StaticFile>();
  let emptied = 0;
  for (const file of filesUnder(dir)) {
    const extension = extname(file).toLowerCase();
    // A build's own precompressed copies: this server makes its own from the file beside them.
    if (extension === ".br" || extension === ".gz") continue;
    let identity = readFileSync(file);
    if (extension === ".html" || extension === ".css") {
      const result = (extension === ".html" ? emptyRemoteHtml : emptyRemoteCss)(String(identity));
      emptied += result.emptied;
      identity = Buffer.from(result.text);
    }
    const urlPath = `/${relative(dir, file).split(sep).join("/")}`;
    const type = CONTENT_TYPES[extension] ?? "application/octet-stream";
    files.set(urlPath, { type, identity, ...(COMPRESSIBLE.has(extension) && compress(identity)) });
  }
  files.set(BLANK_IMAGE_PATH, { type: "image/gif", identity: BLANK_GIF });
  return { files, emptied };
}

/** Brotli at its densest, as the build precompresses this site's files; gzip for the rest. */
function compress(identity: Buffer): Pick<StaticFile, "br" | "gzip"> {
  const br = brotliCompressSync(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const gzip = gzipSync(identity, { level: 9 });
  return {
    ...(br.length < identity.length && { br }),
    ...(gzip.length < identity.length && { gzip }),
  };
}

/**
 * The file a URL path names: itself, its folder's index.html, or the .html beside it. Only
 * files loaded from the folder are in `files`, so no path can name one outside it.
 */
export function resolveStaticPath(
  files: ReadonlyMap<string, StaticFile>,
  pathname: string,
): StaticFile | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const base = decoded.replace(/\/+$/, "");
  const candidates = decoded.endsWith("/")
    ? [`${base}/index.html`]
    : [decoded, `${base}/index.html`, `${base}.html`];
  for (const candidate of candidates) {
    const file = files.get(candidate);
    if (file) return file;
  }
  return undefined;
}

function encodingFor(req: IncomingMessage, file: StaticFile): "br" | "gzip" | undefined {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (file.br && /\bbr\b/.test(accepted)) return "br";
  if (file.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  status: number,
  headers: Record<string, string>,
) {
  const encoding = encodingFor(req, file);
  const body = encoding ? (file[encoding] as Buffer) : file.identity;
  res.writeHead(status, {
    ...headers,
    "Content-Type": file.type,
    "Content-Length": body.length,
    // Lighthouse starts each run with an empty cache: these only keep the pages' own headers
    // plausible (documents revalidated, hashed assets kept).
    "Cache-Control": file.type.startsWith("text/html")
      ? "no-cache"
      : "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
    ...(encoding && { "Content-Encoding": encoding }),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * A server for the site in `dir`, loaded and compressed now; listen on it yourself. `headers`
 * go on every answer: this site's security headers, to weigh a header's cost on both sites
 * alike (issue 52).
 */
export function createStaticPeerServer(dir: string, headers: Record<string, string> = {}) {
  const site = loadStaticSite(dir);
  const notFound = site.files.get("/404.html");
  const server = createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const pathname = new URL(req.url ?? "/", "http://peer").pathname;
    const file = resolveStaticPath(site.files, pathname);
    if (file) return send(req, res, file, 200, headers);
    if (notFound) return send(req, res, notFound, 404, headers);
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
  });
  return { server, emptied: site.emptied, fileCount: site.files.size };
}
