import { serverRouteOf } from "./server-routes.server.ts";

/*
 * Requests that change state, refused because their Origin is another site's: a form on
 * someone else's page, or a forgery sent again and again. Each one is refused; the log says so
 * at most once a minute per route, and its next line says how many came meanwhile, so that a
 * flood of them cannot fill the log or bury the lines around it.
 */

/** How often one route's refusals may be logged. */
export const REFUSAL_LOG_INTERVAL_MS = 60_000;

/**
 * Whether a request that changes state names another origin than its own address's: React
 * Router's rule for route actions ("null" and a malformed Origin included).
 */
export function isCrossOrigin(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

/**
 * React Router's own refusal of a cross-origin action, by its words (8.4: a document request's
 * "… `origin` header …", a data request's "Bad Request"); any other error of such a request is
 * a failure like any other, and logged as one.
 */
export const isRouterOriginRefusal = (error: unknown) =>
  error instanceof Error && /`origin` header|^Bad Request$/.test(error.message);

type RefusalLogOptions = {
  write?: (line: string) => void;
  now?: () => number;
};

/** A log of refusals: one line per route at most every REFUSAL_LOG_INTERVAL_MS, never a value. */
export function refusalLog({
  write = (line) => console.warn(line),
  now = Date.now,
}: RefusalLogOptions = {}) {
  // By route pattern, never by address: the map holds one entry per route the app has.
  const routes = new Map<string, { loggedAt: number; unlogged: number }>();
  return (request: Pick<Request, "method" | "url">) => {
    const route = `${request.method} ${serverRouteOf(new URL(request.url).pathname) ?? "(other)"}`;
    const at = now();
    const seen = routes.get(route);
    if (seen && at - seen.loggedAt < REFUSAL_LOG_INTERVAL_MS) {
      seen.unlogged += 1;
      return;
    }
    const meanwhile = seen?.unlogged ? ` (and ${seen.unlogged} more since the last such line)` : "";
    write(
      `${route} refused a request from another site's page (Origin)${meanwhile}; ` +
        "logged at most once a minute",
    );
    routes.set(route, { loggedAt: at, unlogged: 0 });
  };
}

/** The server's own log of refused cross-origin requests. */
export const logRefusedOrigin = refusalLog();
