// The inbox's browser-safe entry, for the admin components: the lead statuses and their words,
// and times in IST. Accounts, sessions and the inbox's queries are the *.server.ts modules
// beside it, for the admin routes' loaders and actions.
export { LEAD_STATUSES, PIPELINE, STATUS_LABELS, type LeadStatus } from "#app/db/lead-status.ts";
export { formatIst, timeAgo } from "./format-ist.ts";
export { durationWords } from "./duration-words.ts";
export type { LeadActionResult } from "./lead-action-result.ts";
// The overview's pure parts: its steps, weeks, sources and series as the charts draw them.
export { FUNNEL, type FunnelStep } from "./funnel-steps.ts";
export { OTHER, type Series } from "./overview-series.ts";
export { sourceLabel } from "./overview-sources.ts";
export { weekDayAndMonth, weekLabel, weekSpan } from "./overview-weeks.ts";
export type {
  LeadEventKind,
  NotificationChannel,
  NotificationState,
} from "#app/db/schema.server.ts";
export { isOwner, ROLE_LABELS, type FrameAccount, type Role } from "./roles.ts";
export { LINK_HOURS_WORDS } from "./link-hours.ts";
export type { LinkSent } from "./link-sent.ts";
// The rule a new password is held to, for the pages that ask for one.
export { PASSWORD_MIN_LENGTH } from "./password-rules.ts";
