import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

import type { Device } from "#app/site/device-classes.ts";
import { byField, type QuoteField } from "#app/site/quote-fields.ts";

import { LEAD_STATUSES, type LeadStatus } from "./lead-status.ts";

export { LEAD_STATUSES, type LeadStatus };

// The one schema of the lead store, for the embedded store (PGlite) and PostgreSQL alike.
// Changing it: edit this file, then `npm run db:generate` writes the next migration into
// migrations/ (docs/decisions/012-lead-store.md). Migrations are applied at start.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A quote answer's column: its name in snake case ("companyName" is company_name). */
export const quoteColumnOf = (field: QuoteField) =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * One text column per answer of the quote's contract (app/site/quote-fields.ts), in the form's
 * order. A field added there needs its migration (`npm run db:generate`): a column added to a
 * table that holds leads takes a default for them, `text NOT NULL DEFAULT ''`.
 */
const quoteColumns = byField((field) => text(quoteColumnOf(field)).notNull());

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    createdAt: createdAt(),
    ...quoteColumns,
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    /** Why the server filed it as spam ("too-fast"), or null. */
    spamReason: text("spam_reason"),
    /** Same email and message: the duplicate check's key (a hash, not the text). */
    dedupeKey: text("dedupe_key").notNull(),
    /** The page the form was sent from, the visit's landing page and referrer. */
    pagePath: text("page_path"),
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** The privacy notice the visitor was shown beside the form, and when they sent it. */
    privacyNoticeVersion: text("privacy_notice_version").notNull(),
    privacyNoticeShownAt: timestamp("privacy_notice_shown_at", { withTimezone: true }).notNull(),
    /** The language of the page the quote was sent from (en, mr, hi): replies default to it. */
    language: text("language").notNull().default("en"),
    /**
     * The sender's device class (app/site/device-classes.ts), as the visit's beacon names it;
     * null for a quote sent without JavaScript and for leads from before it was kept.
     */
    device: text("device").$type<Device>(),
    /** The account that follows the lead up; null when nobody is assigned. */
    assigneeId: uuid("assignee_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    /** What to do next ("Call to discuss the menu") and when, or null. */
    nextStep: text("next_step"),
    nextStepAt: timestamp("next_step_at", { withTimezone: true }),
    /** The first reply, call, WhatsApp or status change: time to first response ends here. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /** What the won work is worth, in whole rupees: entered when the lead is won, else null. */
    wonValue: integer("won_value"),
    /**
     * How far along the pipeline the lead has ever been: 0 New, 1 Contacted, 2 Quote sent, 3 Won
     * (the overview's funnel, app/inbox/overview/funnel-steps.ts), so that a lead lost after a
     * quote still counts as quoted. Kept by the store itself (migration 0013's triggers: on the
     * lead's status and on each status event), never written by the app; read by the overview
     * without a pass over the history.
     */
    furthestStep: smallint("furthest_step").notNull().default(0),
  },
  (table) => [
    index("leads_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
    index("leads_next_step_idx")
      .on(table.nextStepAt)
      .where(sql`${table.nextStepAt} is not null`),
    index("leads_assignee_idx").on(table.assigneeId, table.createdAt.desc()),
    index("leads_status_created_at_idx").on(table.status, table.createdAt.desc()),
    index("leads_dedupe_idx").on(table.dedupeKey, table.createdAt),
    // A person's data (app/inbox/leads/person-data.server.ts) is found by these two expressions,
    // written there character for character: without them the page read every lead.
    index("leads_email_lower_idx").on(sql`lower(${table.email})`),
    index("leads_whatsapp_digits_idx").on(sql`regexp_replace(${table.whatsapp}, '\\D', '', 'g')`),
  ],
);

/**
 * What the owner's overview (app/inbox/overview) counts of each lead, in a narrow row of its own:
 * kept by the store itself (migration 0014's trigger, on every write of a column it is made
 * from), never written by the app. The overview's three passes over a period's leads read these
 * few columns, already named, rather than the wide lead row (its message, contact details and
 * attribution) with each source, page and day worked out again a lead at a time: for 90 days
 * (and the 90 before) on the embedded store, 50 ms against 85 (docs/performance.md, issue 57).
 * How a column is made from the lead (a source's parts lower-cased, a landing page without its
 * query, India's day) is written once, in the migration; changing it is a migration that fills
 * the table again.
 */
export const leadFacts = pgTable(
  "lead_facts",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The day of India it was received on, as days since 1 January 1970 (india-time.ts). */
    istDay: integer("ist_day").notNull(),
    status: text("status").$type<LeadStatus>().notNull(),
    /** leads.furthest_step. */
    furthestStep: smallint("furthest_step").notNull(),
    wonValue: integer("won_value"),
    /** Seconds from receipt to the first response; null until then. */
    responseSeconds: doublePrecision("response_seconds"),
    service: text("service").notNull(),
    language: text("language").notNull(),
    device: text("device").$type<Device>(),
    /** The utm_source lower-cased and trimmed, or null when empty. */
    utm: text("utm"),
    /** The referrer's host (without a user or a port), or null. */
    site: text("site"),
    /** The landing page's path without its query, or null. */
    landing: text("landing"),
    /** The utm_campaign trimmed, or null when empty. */
    campaign: text("campaign"),
  },
  (table) => [index("lead_facts_created_at_idx").on(table.createdAt)],
);

/**
 * How a notification travels: the owner's channels for a new lead (email, webhook, Google
 * Form, push to a device), a reply to the visitor (reply), and the daily summary (summary).
 */
export const NOTIFICATION_CHANNELS = [
  "email",
  "webhook",
  "google-forms",
  "push",
  "reply",
  "summary",
] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_STATES = ["pending", "sent", "failed"] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/**
 * The outbox: one row per lead and channel, written in the lead's own transaction and
 * delivered by the worker. It holds the lead's id, never a copy of its data, so erasing a
 * lead erases its notifications (the foreign key cascades). A reply holds what the team wrote
 * (payload), erased with its lead too; the daily summary has no lead and names its account.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey(),
    /** The lead it is about; null for the daily summary. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel").$type<NotificationChannel>().notNull(),
    /** Whom it goes to, where the channel has several: the push subscription, the account. */
    target: text("target"),
    /** What the channel needs beyond the lead: a reply's subject and body, a summary's day. */
    payload: jsonb("payload").$type<Record<string, string>>(),
    /** Unique when set: one daily summary per account and day, whichever server enqueues it. */
    onceKey: text("once_key").unique(),
    state: text("state").$type<NotificationState>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the row holds it until then; past it, another may retry. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("notifications_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    index("notifications_lead_idx").on(table.leadId),
  ],
);

/**
 * What an account may do: owners manage the accounts, erase a person's data and export CSV;
 * staff work the leads (everything else). There is always at least one owner.
 */
export const ROLES = ["owner", "staff"] as const;
export type Role = (typeof ROLES)[number];

/**
 * An account of the inbox: the first made on the command line (`npm run inbox -- add-user`),
 * the others by an owner's invitation (account_links); no sign-up page.
 */
export const users = pgTable("users", {
  id: uuid("id").primaryKey(),
  /** Lower-cased; the sign-in name. */
  email: text("email").notNull().unique(),
  /** scrypt, with its parameters and salt (app/inbox/accounts/password.server.ts). */
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
  /** Whether the account gets the daily summary email at 09:00 IST. */
  dailySummary: boolean("daily_summary").notNull().default(true),
  /** Staff unless said otherwise: the least an account can do (migration 0005 made the accounts
   * made before roles existed owners). */
  role: text("role").$type<Role>().notNull().default("staff"),
});

export const ACCOUNT_LINK_KINDS = ["invite", "reset"] as const;
export type AccountLinkKind = (typeof ACCOUNT_LINK_KINDS)[number];

/**
 * A one-time link that sets a password: an owner's invitation (the account is made when it is
 * used) or a password reset (an owner's, or "Forgot password?"). Like sessions, only the
 * token's SHA-256 is kept: the table signs nobody in. Used once, then marked; expires. A link
 * lives only as long as its reason: a reset dies with its account, and removing an owner or
 * making them staff ends the links they made that would let an owner in.
 */
export const accountLinks = pgTable(
  "account_links",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<AccountLinkKind>().notNull(),
    /** Whom it is for (lower-cased): the invited address, or the account being reset. */
    email: text("email").notNull(),
    /** The account a reset is for, by id: never a later account with the same email. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The role an invitation gives; null for a reset. */
    role: text("role").$type<Role>(),
    /** Who made it: an owner's email, or "forgot password" (shown and audited as written). */
    createdBy: text("created_by").notNull(),
    /** The owner who made it, by id; null for "Forgot password?" or once that owner is gone. */
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    index("account_links_email_idx").on(table.email, table.kind),
    check(
      "account_links_reset_account",
      sql`${table.kind} <> 'reset' or ${table.userId} is not null`,
    ),
  ],
);

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so the
 * table cannot be used to sign in. Revoked by deleting the row; idle ones expire.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * What a lead's history records: a status change, a note, an assignment, a next step, a call,
 * a WhatsApp sent, an email reply (through the outbox), a reply written in the visitor's mail
 * app, a correction of what the visitor sent, the won work's value entered or changed.
 */
export const LEAD_EVENT_KINDS = [
  "status",
  "note",
  "assign",
  "next-step",
  "call",
  "whatsapp",
  "email",
  "mail-app",
  "correction",
  "won-value",
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** A lead's history: each status change and each note, with who and when. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The account's email; kept as text so the history survives the account's removal. */
    actor: text("actor").notNull(),
    kind: text("kind").$type<LeadEventKind>().notNull(),
    fromStatus: text("from_status").$type<LeadStatus>(),
    toStatus: text("to_status").$type<LeadStatus>(),
    note: text("note"),
    /** What else the event records: a correction's old and new values, an email's subject. */
    detail: jsonb("detail").$type<Record<string, string | null>>(),
    /** An email reply's outbox row, for its delivery state. */
    notificationId: uuid("notification_id").references(() => notifications.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    index("lead_events_lead_idx").on(table.leadId, table.at),
    // The overview's funnel reads the status events of the last 12 weeks (overview.server.ts):
    // without it, every event of the store (4–5 a lead over two years: 448,000 at 100,000
    // leads) took the embedded store about 50 ms more. The embedded store keeps no statistics:
    // a query by lead_id *and* kind = 'status' may be planned through this index, a scan of
    // all the status events for each lead (minutes); read a lead's events by lead_id alone.
    index("lead_events_status_at_idx")
      .on(table.at)
      .where(sql`${table.kind} = 'status'`),
  ],
);

/**
 * A device that gets a Web Push for each new lead: a browser's subscription, made when its
 * person turned notifications on. Ends when they sign out there (the session's id), when the
 * account is removed, or when the push service says it is gone.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The session that turned it on: signing out there ends it. */
    sessionId: text("session_id"),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** What the person sees in the list of their devices ("Chrome on Android"). */
    label: text("label").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);

/**
 * Keys the server makes for itself at first start and keeps (the VAPID key pair of Web Push):
 * inserted only if absent, so several servers on one database agree on one.
 */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** A reply template the team edited (subject and body per language); absent: the default. */
export const replyTemplates = pgTable("reply_templates", {
  language: text("language").primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").notNull(),
});

/**
 * What the accounts did: sign-ins, status changes, exports, erasures. Never a visitor's
 * personal data: a lead is named by its id at most, and an erasure only by how many leads.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The account's email, or null for the server itself (retention). */
    actor: text("actor"),
    action: text("action").notNull(),
    detail: text("detail"),
  },
  (table) => [index("audit_log_at_idx").on(table.at.desc())],
);

/**
 * The limits' counts (docs/decisions/039-shared-limits.md): quotes per contact and address,
 * sign-in attempts and password resets, one row per thing counted, shared by every server on
 * the store and kept over restarts. The key is an HMAC of what is counted (never an email or
 * an address); a row means nothing once expires_at has passed, and is swept.
 */
export const limitCounts = pgTable("limit_counts", {
  key: text("key").primaryKey(),
  /** A fixed window's count, or an account's failures (the sign-in slowdown); 0 for a rate. */
  count: integer("count").notNull().default(0),
  /** When the account's next sign-in attempt may come (the slowdown); null otherwise. */
  nextAt: timestamp("next_at", { withTimezone: true }),
  /** When the count is back to nothing: a window's end, or a rate's back-to-zero time. */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * What an inbox page was asked to find, kept here so that no address carries it (issue 55,
 * ASVS 14.2.1): a search of the leads (a name, an email, a number, words) or the person an
 * owner looked up (their email and number). The page's address holds only the row's random id.
 * A row belongs to the session that made it and ends with it (sign-out, revocation), and
 * expires hours after it was made; an erasure of a person's data deletes every row.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** The lead search's text; null for a person lookup. */
    search: text("search"),
    /** A person lookup's email and number, as typed; null for a lead search. */
    email: text("email"),
    phone: text("phone"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("saved_searches_session_idx").on(table.sessionId)],
);

/*
 * Visits counted by the site itself (docs/decisions/043-visits-counted.md, app/visits/): no
 * address, user agent, full address of a page or query is ever stored.
 */

/**
 * One random salt per day in India, which every server hashes a visitor with that day; deleted
 * when the day ends and never made again, so a visitor's hashes of two days cannot be joined.
 */
export const visitSalts = pgTable("visit_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Page views as they came, written in batches; rolled up into visit_days after their day ends
 * and deleted after siteConfig.privacy.visitEventDays.
 */
export const visitEvents = pgTable(
  "visit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The day in India it was counted on. */
    day: date("day", { mode: "string" }).notNull(),
    /** A public page's path in its language ("/mr/blogs/restaurant"). */
    page: text("page").notNull(),
    language: text("language").notNull(),
    /** Whether this page view started a visit: the visit's entry page. */
    starts: boolean("starts").notNull(),
    /** The day's one-way hash of the address's limit key and the user agent. */
    visitor: text("visitor").notNull(),
    device: text("device").notNull(),
    /** The visit's source parts, as its first page had them; '' when none. */
    host: text("host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
  },
  (table) => [index("visit_events_day_idx").on(table.day)],
);

/**
 * A day's counts by one dimension's value: views (page views), visits (page views that started
 * a visit) and visitors (distinct hashes that day, which do not add across days or values).
 * Dimensions: "all" (value ''), "page" (its visits are its entries), "language", "device",
 * "source" (host, utm source, medium and campaign joined by SOURCE_PARTS_SEPARATOR). The most
 * frequent sources of a day are kept by name; the rest are one row with `other` true.
 */
export const visitDays = pgTable(
  "visit_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    other: boolean("other").notNull().default(false),
    views: integer("views").notNull(),
    visits: integer("visits").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.other, table.value] })],
);

/** The days rolled up: a day is rolled up once, by whichever server comes first. */
export const visitRollups = pgTable("visit_rollups", {
  day: date("day", { mode: "string" }).primaryKey(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull().defaultNow(),
});

export const schema = {
  leads,
  leadFacts,
  notifications,
  users,
  sessions,
  leadEvents,
  auditLog,
  pushSubscriptions,
  serverKeys,
  replyTemplates,
  accountLinks,
  limitCounts,
  savedSearches,
  visitSalts,
  visitEvents,
  visitDays,
  visitRollups,
};
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type Notification = typeof notifications.$inferSelect;
export type User = typeof users.$inferSelect;
export type AccountLink = typeof accountLinks.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type ReplyTemplateRow = typeof replyTemplates.$inferSelect;

/** A lead as the daily summary lists it. */
export type SummaryLead = Pick<
  Lead,
  "id" | "name" | "service" | "createdAt" | "nextStep" | "nextStepAt" | "language"
>;

/**
 * An account's daily summary: found by the inbox (app/inbox/overview/daily-summary.server.ts), written
 * as an email by the notifications (app/leads/notify/summary-email.server.ts), which may not
 * import each other; both read this one shape.
 */
export type DailySummary = {
  /** The account it goes to. */
  to: string;
  /** The day in India, `YYYY-MM-DD`. */
  day: string;
  /** Leads that arrived in the 24 hours before 09:00 IST (spam apart), newest first. */
  newLeads: SummaryLead[];
  /** Next steps due today (from now to midnight IST), soonest first. */
  dueToday: SummaryLead[];
  /** Next steps whose time has passed, oldest first. */
  overdue: SummaryLead[];
  /** The day before's visits; absent while the site has counted none (decision 043). */
  visits?: SummaryVisits;
};

/** A day's visits as the daily summary gives them: its visitors and where its visits began. */
export type SummaryVisits = {
  /** The day in India they were counted on (the summary's day before), `YYYY-MM-DD`. */
  day: string;
  /** Its daily visitors; 0 when not one page view was counted that day. */
  visitors: number;
  /** The source most of its visits came from, by name ("Instagram", "Direct"), with their number. */
  topSource?: { name: string; visits: number };
  /** The page most of its visits began on, by path ("/mr/blogs/restaurant"), with their number. */
  topEntryPage?: { page: string; visits: number };
};
