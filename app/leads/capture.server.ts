import { createHash, randomUUID } from "node:crypto";

import { and, eq, gt, sql } from "drizzle-orm";

import { checkQuote, type QuoteErrors } from "#app/quote/quote-schema.ts";
import {
  dedupeAnswers,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  NOTICE_FIELD,
  type Quote,
  type QuoteField,
  type UtmKey,
} from "#app/site/quote-fields.ts";

import { readAttribution } from "./attribution.ts";
import { quoteLanguage, type LanguageErrors } from "./quote-language.ts";
import { leadEvents, leads, type NewLead } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import type { SiteLanguage } from "#app/site/site-languages.ts";

/*
 * A quote the server received, read and stored (receive-quote.server.ts runs the two, with
 * the limits between): validated again (the server is the authority; its reasons in the
 * quote's language, app/leads/quote-language.ts), checked for spam, and stored with its
 * attribution and its notifications in one transaction, so that a lead answered 201 is on
 * disk with its outbox rows. A quote held as spam for its pace is released to the inbox,
 * notified, when its visitor sends the same answers again at a person's pace: their resend
 * would otherwise find it and be dropped.
 */

/** Sent sooner than this after the page loaded: a person cannot have typed it. */
export const MIN_FILL_MS = 3000;
/** The same answers again within this window are the same lead (a double click, a retry). */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;
/** Why the server held a quote as spam: sent sooner than MIN_FILL_MS. */
const TOO_FAST = "too-fast";

/** What storeLead did with a checked quote. */
export type StoredLead =
  | { kind: "stored"; id: string }
  | { kind: "spam"; id: string }
  /** Held as spam (sent too fast), now sent again at a person's pace: a new lead, notified. */
  | { kind: "released"; id: string }
  | { kind: "duplicate"; id: string };

/** A quote read from a form: not one to store, or its checked answers and what came with them. */
export type ReadQuote =
  /** The honeypot was filled: answered as a success, nothing stored. */
  | { kind: "ignored"; language: SiteLanguage }
  /** The language is not one the site speaks: said in English. */
  | { kind: "unknown-language"; errors: LanguageErrors }
  /** An answer refused, said in the quote's language. */
  | { kind: "invalid"; language: SiteLanguage; errors: QuoteErrors }
  | {
      kind: "read";
      language: SiteLanguage;
      quote: Quote;
      /** The form as received: its attribution, the time it took, the notice it showed. */
      form: Readonly<Record<string, unknown>>;
    };

export type StoreOptions = {
  db: Db;
  /** The privacy notice the site shows now (the site config's version). */
  noticeVersion: string;
  /**
   * Whether other processes write to this store too (PostgreSQL): then the duplicate check
   * takes a lock on the quote's key. The embedded store runs one transaction at a time.
   */
  sharedStore?: boolean;
  /** Adds the lead's notifications inside its transaction (the outbox). */
  enqueue?: (tx: Db, leadId: string) => Promise<unknown>;
  now?: Date;
};

/**
 * One key per set of answers (as checked and trimmed; the email in any case), so that the
 * duplicate check needs no personal data in an index. Every answer is in it: a resend that
 * differs in any of them (a corrected WhatsApp number, another service) is a new lead, while
 * an exact resend (a double click, a retry after a lost answer) finds the first. What the
 * browser adds (the time taken, the page) is left out: a retry may change it.
 */
export function dedupeKeyOf(quote: Quote): string {
  // JSON keeps the fields apart: no text in one can pass for the boundary between two. Which
  // answers, and how, is the contract's (dedupeAnswers): a field added later stays out.
  return createHash("sha256")
    .update(JSON.stringify(dedupeAnswers(quote)))
    .digest("hex");
}

/** Who the history names for a lead the visitor's own resend took out of Spam. */
const RESEND_ACTOR = "the visitor, sending it again";

/**
 * Moves a lead the server held as spam for its pace ("too-fast") to the inbox as new, with
 * the step in its history: the same answers came again and passed every check a new lead
 * passes, so it is that lead, one lead. A lead the team filed as spam (its reason cleared)
 * stays there. False when there was nothing to release.
 */
async function releaseHeld(tx: Db, leadId: string, at: Date): Promise<boolean> {
  const released = await tx
    .update(leads)
    .set({ status: "new", spamReason: null })
    .where(and(eq(leads.id, leadId), eq(leads.status, "spam"), eq(leads.spamReason, TOO_FAST)))
    .returning({ id: leads.id });
  if (released.length === 0) return false;
  await tx.insert(leadEvents).values({
    id: randomUUID(),
    leadId,
    at,
    actor: RESEND_ACTOR,
    kind: "status",
    fromStatus: "spam",
    toStatus: "new",
  });
  return true;
}

function elapsedOf(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^\d{1,12}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The quote in a form, checked once: the language first (every other answer is said in it),
 * then the honeypot, then the answers (the server is the authority).
 */
export function readQuote(form: Readonly<Record<string, unknown>>): ReadQuote {
  const said = quoteLanguage(form);
  if (!said.ok) return { kind: "unknown-language", errors: said.errors };
  const { language } = said;
  if (typeof form[HONEYPOT_FIELD] === "string" && form[HONEYPOT_FIELD] !== "") {
    return { kind: "ignored", language };
  }
  const checked = checkQuote(form as Record<QuoteField, unknown>, language);
  if (!checked.ok) return { kind: "invalid", language, errors: checked.errors };
  return { kind: "read", language, quote: checked.quote, form };
}

/**
 * The store's write: a checked quote, with its attribution and notice, stored with its
 * notifications in one transaction; or found as the lead an exact resend repeats.
 */
export async function storeLead(
  { quote, language, form }: Extract<ReadQuote, { kind: "read" }>,
  { db, noticeVersion, sharedStore = true, enqueue, now = new Date() }: StoreOptions,
): Promise<StoredLead> {
  // No time at all (a browser without JavaScript) is not suspect; too short a time is.
  const elapsed = elapsedOf(form[ELAPSED_FIELD]);
  const tooFast = elapsed !== undefined && elapsed < MIN_FILL_MS;
  const shownVersion = form[NOTICE_FIELD];
  const attribution = readAttribution(form);
  const utm: Record<UtmKey, string | null> = attribution;
  const dedupeKey = dedupeKeyOf(quote);

  const row: NewLead = {
    id: randomUUID(),
    createdAt: now,
    ...quote,
    status: tooFast ? "spam" : "new",
    spamReason: tooFast ? TOO_FAST : null,
    dedupeKey,
    pagePath: attribution.pagePath,
    landingPage: attribution.landingPage,
    referrer: attribution.referrer,
    utmSource: utm.utm_source,
    utmMedium: utm.utm_medium,
    utmCampaign: utm.utm_campaign,
    utmTerm: utm.utm_term,
    utmContent: utm.utm_content,
    device: attribution.device,
    privacyNoticeVersion:
      typeof shownVersion === "string" && /^[\w.-]{1,32}$/.test(shownVersion)
        ? shownVersion
        : noticeVersion,
    // When the form (and the notice beside it) was on screen; at most a day before sending.
    privacyNoticeShownAt: new Date(now.getTime() - Math.min(elapsed ?? 0, 24 * 60 * 60 * 1000)),
    language,
  };

  return db.transaction(async (tx) => {
    // Two servers receiving the same quote at once: the second waits here, then finds it.
    if (sharedStore) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${dedupeKey}, 0))`);
    }
    const [existing] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          eq(leads.dedupeKey, dedupeKey),
          gt(leads.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (existing) {
      const released = !tooFast && (await releaseHeld(tx as unknown as Db, existing.id, now));
      if (!released) return { kind: "duplicate", id: existing.id } as const;
      await enqueue?.(tx as unknown as Db, existing.id);
      return { kind: "released", id: existing.id } as const;
    }
    await tx.insert(leads).values(row);
    if (tooFast) return { kind: "spam", id: row.id } as const;
    await enqueue?.(tx as unknown as Db, row.id);
    return { kind: "stored", id: row.id } as const;
  });
}
