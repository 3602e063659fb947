import { STATUS_LABELS, type LeadStatus } from "#app/db/lead-status.ts";
import { formatDate } from "#app/lib/format-date.ts";

import type { LeadFilter } from "#app/inbox/leads/lead-list.server.ts";
import { linkCount, readLinksEndedDetail } from "#app/inbox/accounts/links-ended-detail.ts";
import { PERIODS, readPeriod, type PeriodKey } from "#app/inbox/overview/overview-period.ts";
import { OVERVIEW_TABLES, type OverviewTableId } from "#app/inbox/overview/overview-tables.ts";

/*
 * The audit log in plain words. Entries are stored as short machine words ("status-change",
 * "lead <id>: new → contacted") so that they stay small, stable and free of a visitor's
 * personal data (a lead is named by its id at most); the audit page turns each into a
 * sentence here, from one mapping of action → words, and names the lead at display time.
 * The export's detail is written here too, so the words that read it match what wrote it.
 */

/** An entry in words: the sentence, and the lead it is about (by id), if any. */
export type AuditWords = { text: string; leadId?: string };

/** A lead named in a detail: `lead <id>`, and for a status change `: <from> → <to>`. */
const LEAD_DETAIL =
  /^lead ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:: (.+))?$/i;

/** A status by its label, or as written if it is none we know. */
const statusWords = (status: string) =>
  Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status as LeadStatus] : status;

/** The words of a status change's `new → contacted`: `New → Contacted`. */
const statusChange = (change: string | undefined) =>
  change
    ?.split(" → ")
    .map((status) => statusWords(status.trim()))
    .join(" → ");

/** "1 lead", "3 leads". */
export const leadCount = (count: number) => `${count} ${count === 1 ? "lead" : "leads"}`;

/** What the export of a list records: `leads tab=spam&status=won…` (see exportWords). */
const LIST_EXPORT = /^leads (.*)$/;
/** What the download of an overview table records: `overview sources 30d`. */
const OVERVIEW_EXPORT = /^overview ([a-z-]+) ([0-9a-z]+)$/;
/** What the download of a person's data records: `a person's data (2 leads)`. */
const PERSON_EXPORT = /^a person's data \((\d+) leads?\)$/;

/**
 * The audit detail of a list's export: the tab and every filter the export applied (as the
 * list's own address writes them), except the words searched for, which are often a name, an
 * email or a number (a visitor's personal data, never written into the log): only that a
 * search narrowed it.
 */
export function listExportDetail(filter: LeadFilter): string {
  const params = new URLSearchParams({ tab: filter.tab });
  for (const key of ["status", "service", "from", "to"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.search) params.set("search", "yes");
  return `leads ${params}`;
}

/** The audit detail of a download of one of the overview's tables, for a period. */
export const overviewExportDetail = (table: OverviewTableId, period: PeriodKey) =>
  `overview ${table} ${period}`;

/** The audit detail of a download of a person's data: how many leads, never whose. */
export const personExportDetail = (count: number) => `a person's data (${leadCount(count)})`;

/** The audit detail of a password change: what it ended (`2 other sessions, 1 alert device`). */
export const passwordChangedDetail = (sessions: number, devices: number) =>
  `${sessions} other ${sessions === 1 ? "session" : "sessions"}, ${devices} alert ${devices === 1 ? "device" : "devices"}`;

const PASSWORD_CHANGED = /^(\d+) other sessions?, (\d+) alert devices?$/;

/** A password change in words, with what it ended when it ended anything. */
function passwordChangedWords(detail: string | null): string {
  const [, sessions = "0", devices = "0"] = detail?.match(PASSWORD_CHANGED) ?? [];
  const ended = [
    Number(sessions) > 0 &&
      `signed out ${sessions} other ${Number(sessions) === 1 ? "session" : "sessions"}`,
    Number(devices) > 0 &&
      `turned off phone alerts on ${devices} ${Number(devices) === 1 ? "device" : "devices"}`,
  ].filter(Boolean);
  return ended.length ? `Changed their password: ${ended.join(", ")}` : "Changed their password";
}

/** A day of a filter (`2026-11-01`) as people write it, or as written if it is none. */
const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value);

const TAB_WORDS: Record<string, string> = {
  inbox: "Inbox",
  due: "Follow-ups due",
  mine: "Assigned to me",
  spam: "Spam",
};

/** An export in words; `leads (all)`, from before the tab was recorded, is the Inbox tab. */
function exportWords(detail: string | null): string {
  const overview = detail?.match(OVERVIEW_EXPORT);
  if (overview) {
    const table = OVERVIEW_TABLES[overview[1] as OverviewTableId] ?? overview[1];
    const period = PERIODS[readPeriod(overview[2])].name;
    return `Downloaded the overview's ${table} (last ${period}) as CSV`;
  }
  const person = detail?.match(PERSON_EXPORT);
  if (person) return `Downloaded a person's data as CSV (${leadCount(Number(person[1]))})`;
  const list = detail?.match(LIST_EXPORT);
  if (!list) return detail ? `Exported leads as CSV (${detail})` : "Exported leads as CSV";
  const params = new URLSearchParams(list[1] === "(all)" ? "" : list[1]);
  const tab = TAB_WORDS[params.get("tab") ?? ""] ?? "Inbox";
  const [from, to] = [params.get("from"), params.get("to")];
  const filters = [
    params.get("status") && `status ${statusWords(params.get("status")!)}`,
    params.get("service") && `service ${params.get("service")}`,
    from && to && `received ${day(from)} to ${day(to)}`,
    from && !to && `received from ${day(from)}`,
    !from && to && `received until ${day(to)}`,
    params.get("search") && "matching a search",
  ].filter(Boolean);
  const narrowed = filters.length ? `: ${filters.join(", ")}` : "";
  return `Exported the ${tab} tab as CSV${narrowed}`;
}

/** "sign-in-refused" → "Sign in refused": an action we have no words for, read as it is. */
const asWords = (action: string) => {
  const words = action.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** With its detail after a colon, when it has one. */
const withDetail = (text: string, detail: string | null) => (detail ? `${text}: ${detail}` : text);

/** An action on one lead (`lead <id>`), in words. */
const onLead =
  (text: string) =>
  (detail: string | null): AuditWords => ({
    text,
    leadId: detail?.match(LEAD_DETAIL)?.[1]?.toLowerCase(),
  });

const LANGUAGE_WORDS: Record<string, string> = { en: "English", hi: "Hindi", mr: "Marathi" };

/** Each action the inbox records, in words. */
const AUDIT_WORDS: Record<string, (detail: string | null) => AuditWords> = {
  "sign-in": () => ({ text: "Signed in" }),
  "sign-in-refused": (detail) => ({ text: withDetail("Sign-in refused", detail) }),
  "sign-out": () => ({ text: "Signed out" }),
  "status-change": (detail) => {
    const [, leadId, change] = detail?.match(LEAD_DETAIL) ?? [];
    return {
      text: withDetail("Changed status", statusChange(change) ?? null),
      leadId: leadId?.toLowerCase(),
    };
  },
  note: (detail) => ({
    text: "Added a note",
    leadId: detail?.match(LEAD_DETAIL)?.[1]?.toLowerCase(),
  }),
  export: (detail) => ({ text: exportWords(detail) }),
  assign: onLead("Changed who follows up a lead"),
  "next-step": onLead("Set a lead's next step"),
  "reply-call": onLead("Recorded a call"),
  "reply-whatsapp": onLead("Recorded a WhatsApp"),
  "reply-mail-app": onLead("Wrote a reply in the mail app"),
  "reply-email": onLead("Sent an email reply"),
  "won-value": onLead("Changed a won lead's value"),
  correction: (detail) => {
    const [, leadId, fields] = detail?.match(LEAD_DETAIL) ?? [];
    return {
      text: withDetail("Corrected a lead", fields ?? null),
      leadId: leadId?.toLowerCase(),
    };
  },
  "summary-on": () => ({ text: "Turned the daily summary on" }),
  "summary-off": () => ({ text: "Turned the daily summary off" }),
  "template-saved": (detail) => ({
    text: `Edited the ${LANGUAGE_WORDS[detail ?? ""] ?? detail ?? ""} reply template`,
  }),
  "template-reset": (detail) => ({
    text: `Put back the original ${LANGUAGE_WORDS[detail ?? ""] ?? detail ?? ""} reply template`,
  }),
  erasure: (detail) => {
    const count = detail?.match(/^(\d+) leads? erased$/)?.[1];
    return {
      text: count ? `Erased ${leadCount(Number(count))}` : withDetail("Erased leads", detail),
    };
  },
  "user-added": (detail) => ({ text: `Added the account ${detail ?? ""}`.trim() }),
  "user-invited": (detail) => ({ text: `Invited ${detail ?? "a colleague"}` }),
  "invitation-cancelled": (detail) => ({
    text: `Cancelled the invitation of ${detail ?? "a colleague"}`,
  }),
  "role-changed": (detail) => {
    const [, email, change] = detail?.match(/^(.+): (\w+ → \w+)$/) ?? [];
    return {
      text: email
        ? `Made ${email} ${change!.split(" → ")[1]}`
        : withDetail("Changed a role", detail),
    };
  },
  "reset-link": (detail) => ({ text: `Sent a password reset link to ${detail ?? "an account"}` }),
  "forgot-password": () => ({ text: "Asked for a password reset link (Forgot password?)" }),
  "password-set": () => ({ text: "Set a new password from a reset link" }),
  "password-changed": (detail) => ({ text: passwordChangedWords(detail) }),
  "password-change-refused": (detail) => ({ text: withDetail("Password change refused", detail) }),
  "password-reset": (detail) => ({
    text: detail ? `Reset the password of ${detail}` : "Reset a password",
  }),
  "user-removed": (detail) => ({ text: `Removed the account ${detail ?? ""}`.trim() }),
  "links-ended": (detail) => {
    const ended = readLinksEndedDetail(detail);
    return {
      text: ended
        ? `Ended ${linkCount(ended.count)} made by or for ${ended.email}`
        : withDetail("Ended unused links", detail),
    };
  },
};

/** An audit entry in words; an action without words of its own reads as it is, with its detail. */
export function auditWords(action: string, detail: string | null): AuditWords {
  const words = Object.hasOwn(AUDIT_WORDS, action) ? AUDIT_WORDS[action]!(detail) : undefined;
  if (!words) return { text: withDetail(asWords(action), detail) };
  // Entries from before a lead was named, or with a detail we cannot read, keep the lead out.
  return words.leadId ? words : { text: words.text };
}
