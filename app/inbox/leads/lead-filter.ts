import { LEAD_STATUSES, type LeadStatus } from "#app/db/lead-status.ts";
import { STORED_SERVICES } from "#app/site/service-lists.ts";

import { istEndOfDay } from "#app/inbox/ist-time.ts";
import type { LeadFilter } from "./lead-list.server.ts";

export type { LeadFilter };
/** The services a lead can be about: the form's options now and those it offered before. */
export { STORED_SERVICES };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const TABS = ["inbox", "due", "mine", "spam"] as const;

/**
 * The filter as the signed-in account sees it: "mine" is theirs, "due" ends with today in
 * India. The list and its CSV export both read the address through it.
 */
export function filterFor(params: URLSearchParams, userId: string, now: Date): LeadFilter {
  return { ...parseLeadFilter(params), assigneeId: userId, dueBefore: istEndOfDay(now) };
}

/** What the inbox list shows, read from its address; anything unknown is ignored. */
export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  const status = params.get("status") as LeadStatus | null;
  const service = params.get("service");
  const day = (key: string) => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : undefined;
  };
  const search = params.get("search")?.trim().slice(0, 100);
  return {
    tab: TABS.find((tab) => tab === params.get("tab")) ?? "inbox",
    status: status && LEAD_STATUSES.includes(status) && status !== "spam" ? status : undefined,
    service: service && STORED_SERVICES.includes(service) ? service : undefined,
    from: day("from"),
    to: day("to"),
    search: search || undefined,
  };
}
