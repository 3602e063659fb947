import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// The one schema of the lead store, for the embedded store (PGlite) and PostgreSQL alike.
// Changing it: edit this file, then `npm run db:generate` writes the next migration into
// migrations/ (docs/decisions/012-lead-store.md). Migrations are applied at start.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Where a lead stands; "spam" leads are kept apart and purged sooner. */
export const LEAD_STATUSES = ["new", "contacted", "quote-sent", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

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

export const schema = { leads, notifications };
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type Notification = typeof notifications.$inferSelect;
