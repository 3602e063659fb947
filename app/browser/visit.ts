import { rememberVisit } from "#app/quote/page-module.ts";

/** Keeps the visit's first page, referrer and utm tags for a quote sent later in the visit. */
export function start(): void {
  rememberVisit();
}
