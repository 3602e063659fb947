import { LEAD_STATUSES, type LeadStatus } from "#app/db/lead-status.ts";
import { SERVICE_OPTIONS } from "#app/quote/quote-fields.ts";

import type { LeadFilter } from "./lead-list.server.ts";

export type { LeadFilter };
/** The services a lead can be about (the quote form's list). */
export { SERVICE_OPTIONS };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
    tab: params.get("tab") === "spam" ? "spam" : "inbox",
    status: status && LEAD_STATUSES.includes(status) && status !== "spam" ? status : undefined,
    service:
      service && (SERVICE_OPTIONS as readonly string[]).includes(service) ? service : undefined,
    from: day("from"),
    to: day("to"),
    search: search || undefined,
  };
}
