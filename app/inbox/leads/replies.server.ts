import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import { notifications, replyTemplates } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { SITE_LANGUAGES, type SiteLanguage } from "#app/site/site-languages.ts";

import { audit } from "#app/inbox/team/audit.server.ts";
import { recordEvent } from "./follow-up.server.ts";
import { withLockedLead } from "./locked-lead.server.ts";
import {
  DEFAULT_REPLY_TEMPLATES,
  REPLY_BODY_MAX_LENGTH,
  REPLY_SUBJECT_MAX_LENGTH,
  type ReplyTemplate,
} from "./reply-templates.ts";

/*
 * Replying to a lead by email from its page: the reply goes into the outbox (channel "reply")
 * in the same transaction as its history entry, so it is sent, retried and shown with its
 * delivery state like every notification; the outbox's reply deliverer sends it from the
 * agency's address (app/leads/notify/deliver-reply.server.ts). The words come from templates
 * the team may edit, one per language.
 */

export type ReplyDraft = { subject: string; body: string };

export type ReplyProblem = { field: "subject" | "body"; error: string };

/** What is wrong with a reply or a template, field by field; empty when nothing is. */
export function replyProblems({ subject, body }: ReplyDraft): ReplyProblem[] {
  const problems: ReplyProblem[] = [];
  const subjectLength = [...subject.trim()].length;
  if (subjectLength === 0) problems.push({ field: "subject", error: "Please write a subject." });
  else if (subjectLength > REPLY_SUBJECT_MAX_LENGTH || /[\r\n]/.test(subject)) {
    problems.push({
      field: "subject",
      error: `Please write the subject on one line, under ${REPLY_SUBJECT_MAX_LENGTH} characters.`,
    });
  }
  const bodyLength = [...body.trim()].length;
  if (bodyLength === 0) problems.push({ field: "body", error: "Please write the email." });
  else if (bodyLength > REPLY_BODY_MAX_LENGTH) {
    problems.push({
      field: "body",
      error: `Please keep the email under ${REPLY_BODY_MAX_LENGTH} characters.`,
    });
  }
  return problems;
}

/** The email templates as the team has them: each language's edited one, or its default. */
export async function readTemplates(
  db: Db,
): Promise<Record<SiteLanguage, ReplyTemplate & { edited: boolean }>> {
  const rows = await db.select().from(replyTemplates);
  const byLanguage = new Map(rows.map((row) => [row.language, row]));
  return Object.fromEntries(
    SITE_LANGUAGES.map((language) => {
      const row = byLanguage.get(language);
      const template = row ?? DEFAULT_REPLY_TEMPLATES[language];
      return [language, { subject: template.subject, body: template.body, edited: Boolean(row) }];
    }),
  ) as Record<SiteLanguage, ReplyTemplate & { edited: boolean }>;
}

/** Saves a language's template; null for the subject and body puts the default back. */
export async function saveTemplate(
  db: Db,
  {
    language,
    template,
    actor,
  }: { language: SiteLanguage; template: ReplyDraft | null; actor: string },
): Promise<ReplyProblem[]> {
  if (!template) {
    await db.transaction(async (tx) => {
      await tx.delete(replyTemplates).where(eq(replyTemplates.language, language));
      await audit(tx, actor, "template-reset", language);
    });
    return [];
  }
  const problems = replyProblems(template);
  if (problems.length > 0) return problems;
  const values = {
    subject: template.subject.trim(),
    body: template.body.trim(),
    updatedAt: new Date(),
    updatedBy: actor,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(replyTemplates)
      .values({ language, ...values })
      .onConflictDoUpdate({ target: replyTemplates.language, set: values });
    await audit(tx, actor, "template-saved", language);
  });
  return [];
}

export type SendReplyResult =
  | { kind: "queued"; notificationId: string }
  | { kind: "invalid"; problems: ReplyProblem[] }
  | { kind: "not-found" };

/**
 * Queues an email reply to the lead and records it in the lead's history (which ends the
 * lead's wait for a first response). Nudge the outbox worker afterwards to send it at once.
 */
export async function queueReply(
  db: Db,
  {
    leadId,
    actor,
    language,
    draft,
  }: { leadId: string; actor: string; language: SiteLanguage; draft: ReplyDraft },
): Promise<SendReplyResult> {
  const problems = replyProblems(draft);
  if (problems.length > 0) return { kind: "invalid", problems };
  const subject = draft.subject.trim();
  const queued = await withLockedLead(db, leadId, async (tx) => {
    const notificationId = randomUUID();
    await tx.insert(notifications).values({
      id: notificationId,
      leadId,
      channel: "reply",
      payload: { subject, body: draft.body.trim(), language },
    });
    await recordEvent(tx, {
      leadId,
      actor,
      kind: "email",
      detail: { subject, language },
      notificationId,
    });
    await audit(tx, actor, "reply-email", `lead ${leadId}`);
    return { kind: "queued", notificationId } as const;
  });
  return queued ?? { kind: "not-found" };
}
