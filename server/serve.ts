// The production server behind `npm start`, the end-to-end tests, the benches and the checks:
// the prerendered site from build/client, served by sirv with precompressed brotli/gzip files,
// clean URLs and a real 404; and the few addresses only a running server can answer (/api/*,
// /admin*), passed to React Router's server build with the lead services.
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import type { TLSSocket } from "node:tls";
import { fileURLToPath } from "node:url";

import { createHeaders, sendResponse } from "@remix-run/node-fetch-server";
import type { RouterContextProvider, ServerBuild } from "react-router";
import sirv from "sirv";

import { cacheControlFor, CACHE_REVALIDATE, hasExtension } from "./cache-policy.ts";
import { textTypeFor } from "./text-types.ts";
import { listenForAccountRequests } from "./inbox-socket.ts";
import {
  CLIENT_DIR,
  DEFAULT_HOST,
  DEFAULT_PORT,
  NOT_FOUND_FILE,
  SERVER_BUILD_FILE,
  SITE_POLICY_FILE,
} from "./paths.ts";
import { bodyLimitFor, readBody } from "./request-body.ts";
import { HSTS, SERVER_ANSWER_HEADERS, securityHeaders } from "../app/wiring/security-headers.ts";

import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import type { answerAccountRequest } from "#app/inbox/index.server.ts";
import type { answerBeacon } from "#app/wiring/visit-beacon.server.ts";
import { sitePages } from "#app/pages/site-pages.ts";
import { serverRouteOf } from "#app/wiring/server-routes.server.ts";
import {
  englishPathOf,
  languageOfPath,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "#app/site/site-languages.ts";
import type { LeadServices } from "#app/wiring/services.server.ts";

/** The page, precompressed. */
type NotFoundPage = { identity: Buffer; br?: Buffer; gzip?: Buffer };

function loadNotFoundPage(file: string): NotFoundPage {
  const read = (suffix: string) =>
    existsSync(file + suffix) ? readFileSync(file + suffix) : undefined;
  return { identity: readFileSync(file), br: read(".br"), gzip: read(".gz") };
}

/**
 * Each language's 404 page, for the unknown addresses under its prefix (/mr/nope gets the
 * Marathi page); English for the rest, and for a language whose pages are not built.
 */
function loadNotFoundPages(root: string): (pathname: string) => NotFoundPage {
  const english = loadNotFoundPage(join(root, NOT_FOUND_FILE));
  const pages = new Map<SiteLanguage, NotFoundPage>([["en", english]]);
  for (const language of SITE_LANGUAGES) {
    const file = join(root, language, NOT_FOUND_FILE);
    if (language !== "en" && existsSync(file)) pages.set(language, loadNotFoundPage(file));
  }
  return (pathname) => pages.get(languageOfPath(pathname)) ?? english;
}

function sendNotFound(
  req: IncomingMessage,
  res: ServerResponse,
  page: NotFoundPage,
  documentHeaders: Record<string, string>,
) {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const [encoding, body]: [encoding: string | undefined, body: Buffer] =
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
 * The site's security headers, with the quote endpoint's origin the build recorded
 * (scripts/build/host-configs.ts).
 */
export function siteSecurityHeaders(root: string) {
  const file = join(root, "..", SITE_POLICY_FILE);
  const { quoteOrigin } = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  return securityHeaders(quoteOrigin);
}

const NOSNIFF = { "X-Content-Type-Options": "nosniff" };

const SERVER_ANSWER_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** The build's precompressed siblings (scripts/build/precompress.ts). */
const PRECOMPRESSED = /\.(br|gz)$/i;

/** Host configs for static hosts; not pages of the site. */
const HOST_FILES = new Set(["/_headers", "/_redirects"]);

/**
 * The visitor's address, protocol and host: from the connection, or, behind a proxy the
 * server is told to trust (TRUST_PROXY), from its X-Forwarded-* headers. Without that trust
 * those headers are anyone's words: a plain-HTTP request that claims HTTPS would get HSTS and
 * Secure cookies. The last X-Forwarded-For entry is the one the nearest proxy saw; earlier
 * ones the client can forge.
 */
export function clientOf(req: IncomingMessage, trustProxy: boolean) {
  const header = (name: string) => {
    const value = req.headers[name];
    return (Array.isArray(value) ? value.at(-1) : value)?.split(",").at(-1)?.trim() || undefined;
  };
  const direct = {
    address: req.socket.remoteAddress ?? "unknown",
    protocol: (req.socket as TLSSocket).encrypted ? "https:" : "http:",
    host: undefined,
  };
  if (!trustProxy) return direct;
  const protocol = header("x-forwarded-proto");
  return {
    address: header("x-forwarded-for") ?? direct.address,
    protocol: protocol === "https" || protocol === "http" ? `${protocol}:` : direct.protocol,
    host: header("x-forwarded-host"),
  };
}

/** The app's answer to a server address, and which addresses it has. */
type AppHandler = {
  handle: (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<void>;
};

/** What the server reads from the server build's entry (app/entry.server.tsx). */
type ServerEntry = {
  loadContextFor: (services: unknown) => (address: string) => RouterContextProvider;
  startLeadServices: (options: {
    env?: NodeJS.ProcessEnv;
    migrationsFolder: string;
  }) => Promise<LeadServices>;
  storeFailed: (context: RouterContextProvider) => boolean;
  STORE_RETRY_AFTER_SECONDS: number;
  answerAccountRequest: typeof answerAccountRequest;
  answerBeacon: typeof answerBeacon;
};

/** A request's headers as the beacon's answer reads them, without building a fetch Headers. */
const headerReader = (req: IncomingMessage) => ({
  get(name: string): string | null {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(", ") : (value ?? null);
  },
});

/**
 * React Router's server build with the lead services started: the handler for server paths.
 * The services come up even when the database cannot be reached yet (they retry in the
 * background, and the routes answer 503 meanwhile), so the static pages are served regardless.
 */
export async function startApp({
  buildFile = SERVER_BUILD_FILE,
  env = process.env,
}: { buildFile?: string; env?: NodeJS.ProcessEnv } = {}): Promise<
  AppHandler & { trustProxy: boolean; close(): Promise<void> }
> {
  // React's server rendering and React Router's build are the production ones only so. Set
  // before React is first loaded (react-router is imported here, not at the top, for that):
  // a development React beside a production react-dom fails at the first page it renders.
  process.env.NODE_ENV = "production";
  const { createRequestHandler } = await import("react-router");
  const build: ServerBuild = await import(buildFile);
  const entry = build.entry.module as unknown as ServerEntry;
  const services = await entry.startLeadServices({ env, migrationsFolder: MIGRATIONS_FOLDER });
  // `npm run inbox` while the server holds the embedded store: its requests, run here.
  const accountSocket = await listenForAccountRequests(services, entry.answerAccountRequest);
  const contextFor = entry.loadContextFor(services);
  const handleRequest = createRequestHandler(build, "production");
  const { trustProxy } = services.settings;
  return {
    trustProxy,
    async handle(req, res, body) {
      const client = clientOf(req, trustProxy);
      // A page view's beacon, answered here: one comes with every page view, and React
      // Router's request and action would cost more than counting it (app/wiring/visit-beacon.server.ts).
      if (req.method === "POST" && serverRouteOf(req.url?.split("?")[0] ?? "") === VISITS_PATH) {
        const status = await entry.answerBeacon(services, {
          method: "POST",
          url: `${client.protocol}//${client.host ?? req.headers.host ?? "localhost"}${req.url}`,
          headers: headerReader(req),
          body: body.toString("utf8"),
          address: client.address,
        });
        res.writeHead(status).end();
        return;
      }
      const context = contextFor(client.address);
      const response = await handleRequest(requestOf(req, res, client, body), context);
      // A database fault React Router answered as an error (500): say it is passing.
      await sendResponse(
        res,
        entry.storeFailed(context) && response.status >= 500
          ? storeUnavailable(response, entry.STORE_RETRY_AFTER_SECONDS)
          : response,
      );
    },
    async close() {
      await accountSocket.close();
      await services.close();
    },
  };
}

/** The fetch Request React Router reads, with the body already read (and limited) by the server. */
function requestOf(
  req: IncomingMessage,
  res: ServerResponse,
  client: { protocol: string; host?: string },
  body: Buffer,
) {
  const controller = new AbortController();
  // The client went away before its answer was sent: loaders and actions may stop.
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = createHeaders(req);
  const host = client.host ?? headers.get("host") ?? "localhost";
  const method = req.method ?? "GET";
  return new Request(`${client.protocol}//${host}${req.url}`, {
    method,
    headers,
    signal: controller.signal,
    ...(method !== "GET" && method !== "HEAD" && { body: new Uint8Array(body) }),
  });
}

function storeUnavailable(response: Response, retryAfterSeconds: number) {
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(retryAfterSeconds));
  return new Response(response.body, { status: 503, headers });
}

const VISITS_PATH = sitePages.visitsApi.path;

/** Methods the server's addresses answer; anything else changes nothing and gets 405. */
const SERVER_METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * A body over its address's limit: refused, and the connection closed, so the rest of it is
 * never read.
 */
function refuseBody(
  req: IncomingMessage,
  res: ServerResponse,
  reason: "too-large" | "too-many-fields",
) {
  const message =
    reason === "too-large"
      ? "The request is too large for this address."
      : "The request has too many form fields for this address.";
  const json = String(req.headers.accept ?? "").includes("application/json");
  res.writeHead(413, {
    "Content-Type": json ? "application/json" : "text/plain; charset=utf-8",
    Connection: "close",
  });
  res.end(json ? JSON.stringify({ errors: { form: message } }) : message);
  res.once("finish", () => req.destroy());
}

/** A server address: its method, its body within the address's limit, then the app. */
async function answerServerPath(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  app: AppHandler,
) {
  const method = req.method ?? "GET";
  if (!SERVER_METHODS.has(method)) {
    res.writeHead(405, { Allow: "GET, HEAD, POST", "Content-Type": "text/plain; charset=utf-8" });
    res.end("This address does not answer that method.");
    return;
  }
  const read = await readBody(req, bodyLimitFor(method, pathname));
  if (!read.ok) {
    if (read.reason === "aborted") req.destroy();
    else refuseBody(req, res, read.reason);
    return;
  }
  await app.handle(req, res, read.body);
}

export function createSiteServer({
  root = CLIENT_DIR,
  app,
  trustProxy = false,
}: {
  root?: string;
  app?: AppHandler;
  /** TRUST_PROXY: whether X-Forwarded-Proto says if the visitor came over HTTPS. */
  trustProxy?: boolean;
} = {}) {
  const notFoundPageFor = loadNotFoundPages(root);
  const headers = siteSecurityHeaders(root);
  const serveStatic = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
      // React Router's client-navigation payloads; the type its own server sends.
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
      else {
        const textType = textTypeFor(pathname);
        if (textType) res.setHeader("Content-Type", textType);
      }
    },
    onNoMatch: (req, res) =>
      sendNotFound(req, res, notFoundPageFor(req.url?.split("?")[0] ?? "/"), headers),
  });

  return createServer((req, res) => {
    // A request whose sender goes away may emit an error after its body was read or refused:
    // never one that nobody listens to, which would end the process.
    req.on("error", () => {});
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    // The policy headers act on documents; scripts, styles and images need only nosniff.
    // Over HTTP/1.1 each header costs bytes on every response (33 scripts on the home page).
    const document = !hasExtension(pathname) || pathname.endsWith(".html");
    for (const [name, value] of Object.entries(document ? headers : NOSNIFF)) {
      res.setHeader(name, value);
    }
    if (clientOf(req, trustProxy).protocol === "https:") {
      res.setHeader("Strict-Transport-Security", HSTS);
    }
    // The app's own addresses, from the one list (app/pages/all-pages.ts); /admin/nope is a file
    // address like any other, and not found.
    if (serverRouteOf(pathname) !== undefined) {
      if (!app) return sendNotFound(req, res, notFoundPageFor(pathname), headers);
      res.setHeader("Cache-Control", "no-store");
      for (const [name, value] of Object.entries(SERVER_ANSWER_HEADERS)) res.setHeader(name, value);
      // Answers with nothing to run or show (JSON, redirects) allow nothing; a page the app
      // renders sets its own, nonce-based policy, which replaces this one.
      res.setHeader("Content-Security-Policy", SERVER_ANSWER_POLICY);
      answerServerPath(req, res, pathname, app).catch(() => {
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
        res.end("The server could not answer this request.");
      });
      return;
    }
    // Files answer GET and HEAD only: a POST to a page must not get the page back as if sent.
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("This address only serves a page.");
      return;
    }
    if (
      englishPathOf(pathname) === "/404" ||
      englishPathOf(pathname) === `/${NOT_FOUND_FILE}` ||
      HOST_FILES.has(pathname) ||
      // The precompressed copies are how a file is sent, not addresses of their own: asked for
      // by name they would be a page without its policy headers, or brotli to any client.
      PRECOMPRESSED.test(pathname)
    ) {
      sendNotFound(req, res, notFoundPageFor(pathname), headers);
      return;
    }
    serveStatic(req, res);
  });
}

/** The whole site, ready to listen: static files and, when the server build is there, the app. */
export async function startSite({
  root = CLIENT_DIR,
  env = process.env,
  withApp = true,
}: { root?: string; env?: NodeJS.ProcessEnv; withApp?: boolean } = {}) {
  const app = withApp && existsSync(SERVER_BUILD_FILE) ? await startApp({ env }) : undefined;
  const server = createSiteServer({ root, app, trustProxy: app?.trustProxy });
  return {
    server,
    async close() {
      await new Promise((done) => server.close(() => done(undefined)));
      await app?.close();
    },
  };
}

export async function listen({
  port = Number(process.env.PORT) || DEFAULT_PORT,
  host = process.env.HOST || DEFAULT_HOST,
} = {}) {
  const site = await startSite();
  site.server.listen(port, host, () => {
    console.log(`Serving the production site at http://${host}:${port}`);
  });
  // Stopped by a supervisor or Ctrl-C: finish answering, then close the store cleanly.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      site.server.closeAllConnections?.();
      site.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  return site;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  listen().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
