/*
 * Faults of the database, told apart from bugs: a connection that dropped, a PostgreSQL that
 * restarts, fails over or cannot be reached yet. Requests that meet one are answered 503 with
 * Retry-After (the visitor's text kept), and the server recovers by itself when the database is
 * back. Also the one way errors are described in logs: by kind and code, never by message,
 * since drizzle's messages spell out a query's parameters (a typed email, a search, a name).
 */

/** Seconds a client is asked to wait before trying again after a database fault. */
export const STORE_RETRY_AFTER_SECONDS = 30;

/** The store is not open (not reachable since the server started) or was closed. */
export class StoreUnavailable extends Error {
  override name = "StoreUnavailable";
}

/** SQLSTATE codes of a connection's or a server's failure, not of the query. */
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown: pg_terminate_backend, a fast shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, or a standby
  "53300", // too_many_connections
  "25006", // read_only_sql_transaction: a failover's old primary, now a standby
]);

/** Node's socket errors on the way to the database. */
const UNAVAILABLE_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** pg's own words for a connection it lost or could not make (it sets no code for these). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end/,
  /^Client was closed and is not queryable/,
  /^PGlite is closed/,
];

/** The error and every cause under it (drizzle wraps the driver's error). */
function* chainOf(error: unknown): Generator<unknown> {
  for (let depth = 0, current = error; current !== undefined && depth < 8; depth += 1) {
    yield current;
    current = current instanceof Error ? current.cause : undefined;
  }
}

const codeOf = (error: unknown): string | undefined =>
  error instanceof Error && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;

/** Whether this error means the database could not be reached, rather than a bad query. */
export function isStoreUnavailable(error: unknown): boolean {
  for (const link of chainOf(error)) {
    if (link instanceof StoreUnavailable) return true;
    const code = codeOf(link);
    if (code && (UNAVAILABLE_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
    if (code?.startsWith("08")) return true; // connection_exception
    if (link instanceof AggregateError && link.errors.some(isStoreUnavailable)) return true;
    if (link instanceof Error && UNAVAILABLE_MESSAGES.some((words) => words.test(link.message))) {
      return true;
    }
  }
  return false;
}

/**
 * An error in a few words that never quote data: each error's class and code down its causes,
 * e.g. "DrizzleQueryError > DatabaseError 57P01".
 */
export function describeError(error: unknown): string {
  const links = [...chainOf(error)].map((link) => {
    // pg names its DatabaseError "error": the class says more.
    const name =
      link instanceof Error
        ? link.constructor.name !== "Error"
          ? link.constructor.name
          : link.name
        : typeof link;
    const code = codeOf(link);
    return code ? `${name} ${code}` : name;
  });
  return links.join(" > ");
}
