import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { LEAD_STATUSES, type LeadStatus } from "./lead-status.ts";

export { LEAD_STATUSES, type LeadStatus };

// The one schema of the lead store, for the embedded store (PGlite) and PostgreSQL alike.
// Changing it: edit this file, then `npm run db:generate` writes the next migration into
// migrations/ (docs/decisions/012-lead-store.md). Migrations are applied at start.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    createdAt: createdAt(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    whatsapp: text("whatsapp").notNull(),
    service: text("service").notNull(),
    message: text("message").notNull(),
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
  },
  (table) => [
    index("leads_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
    index("leads_status_created_at_idx").on(table.status, table.createdAt.desc()),
    index("leads_dedupe_idx").on(table.dedupeKey, table.createdAt),
  ],
);

export const NOTIFICATION_CHANNELS = ["email", "webhook", "google-forms"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_STATES = ["pending", "sent", "failed"] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/**
 * The outbox: one row per lead and channel, written in the lead's own transaction and
 * delivered by the worker. It holds the lead's id, never a copy of its data, so erasing a
 * lead erases its notifications (the foreign key cascades).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel").$type<NotificationChannel>().notNull(),
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

/** An account of the owner's inbox (`npm run inbox -- add-user`); no sign-up page. */
export const users = pgTable("users", {
  id: uuid("id").primaryKey(),
  /** Lower-cased; the sign-in name. */
  email: text("email").notNull().unique(),
  /** scrypt, with its parameters and salt (app/inbox/password.server.ts). */
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
});

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

export const LEAD_EVENT_KINDS = ["status", "note"] as const;
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
  },
  (table) => [index("lead_events_lead_idx").on(table.leadId, table.at)],
);

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

export const schema = { leads, notifications, users, sessions, leadEvents, auditLog };
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type Notification = typeof notifications.$inferSelect;
export type User = typeof users.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
