import type { CountRow } from "#app/db/limit-counts.server.ts";

/*
 * The sign-in and forgot-password counts as they read and change a stored row (the rows are
 * shared by every server: app/db/limit-counts.server.ts). A fixed window starts at a key's
 * first count; a row whose window has ended counts as none.
 */

/** The row's window if it is still running at `at`. */
const running = (row: CountRow | undefined, at: number) =>
  row && row.expiresAt > at ? row : undefined;

/** How long the key must wait before it may count again (ms); 0 when it may now. */
export function windowWait(row: CountRow | undefined, limit: number, at: number): number {
  const current = running(row, at);
  return current && current.count >= limit ? current.expiresAt - at : 0;
}

/** The row with one more counted: in its window, or in a new one from `at`. */
export function windowCounted(row: CountRow | undefined, windowMs: number, at: number): CountRow {
  const current = running(row, at);
  return current
    ? { ...current, count: current.count + 1 }
    : { count: 1, nextAt: null, expiresAt: at + windowMs };
}

/** The row with one given back (a right password), if its window or failures still run. */
export function givenBack(row: CountRow | undefined, at: number): CountRow | undefined {
  const current = running(row, at);
  return current && current.count > 0 ? { ...current, count: current.count - 1 } : undefined;
}

/** A row that counts nothing: the browser's count starts over. */
export const forgotten = (at: number): CountRow => ({ count: 0, nextAt: null, expiresAt: at });
