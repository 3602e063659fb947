import type { LeadStatus } from "#app/db/lead-status.ts";

/**
 * The overview's funnel: the pipeline's steps a lead moves forward through, in order (Lost and
 * Spam are counted beside it). Browser-safe: the query ranks statuses by it, the page draws it.
 */
export const FUNNEL = ["new", "contacted", "quote-sent", "won"] as const satisfies LeadStatus[];
export type FunnelStep = (typeof FUNNEL)[number];
