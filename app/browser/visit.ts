import { rememberVisit } from "#app/lib/visit-attribution.ts";

/** Keeps the visit's first page, referrer and utm tags for a quote sent later in the visit. */
export function start(): void {
  rememberVisit();
}
