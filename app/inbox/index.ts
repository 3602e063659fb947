// The inbox's browser-safe basics, for its pages' components: the lead statuses and their words,
// and times in IST. Accounts, sessions and the inbox's queries are the *.server.ts modules in
// its folders, for the admin routes' loaders and actions.
export { LEAD_STATUSES, PIPELINE, STATUS_LABELS, type LeadStatus } from "#app/db/lead-status.ts";
export { formatIst, timeAgo } from "./format-ist.ts";
export { durationWords } from "./duration-words.ts";
export type { LeadActionResult } from "#app/inbox/leads/lead-action-result.ts";
export { SEARCH_WORDS } from "#app/inbox/leads/saved-search.ts";
// The overview's pure parts: its steps, sources and series as the charts draw them.
export { FUNNEL, type FunnelStep } from "#app/inbox/overview/funnel-steps.ts";
export { OTHER, type Series } from "#app/inbox/overview/overview-series.ts";
export {
  overviewPeriod,
  PERIOD_KEYS,
  PERIODS,
  type PeriodKey,
} from "#app/inbox/overview/overview-period.ts";
export type {
  LeadEventKind,
  NotificationChannel,
  NotificationState,
} from "#app/db/schema.server.ts";
export { isOwner, ROLE_LABELS, type FrameAccount, type Role } from "#app/inbox/accounts/roles.ts";
export { LINK_HOURS_WORDS } from "#app/inbox/accounts/link-hours.ts";
export type { LinkSent } from "#app/inbox/accounts/link-sent.ts";
// The rule a new password is held to, for the pages that ask for one.
export { PASSWORD_MIN_LENGTH } from "#app/inbox/accounts/password-rules.ts";
