import { eq } from "drizzle-orm";

import { leads } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";
import { formatPrice } from "#app/lib/format-price.ts";
import { byField } from "#app/site/quote-fields.ts";
import { siteConfig } from "#app/site/site.config.ts";
import { siteLanguage } from "#app/site/site-languages.ts";

import { assignLead, logReply, setNextStep } from "./follow-up.server.ts";
import { parseIstDateTime } from "#app/inbox/ist-time.ts";
import { correctLead } from "./lead-correction.server.ts";
import { addNote, changeStatus, isLeadStatus } from "./lead-detail.server.ts";
import type { LeadActionResult } from "./lead-action-result.ts";
import { queueReply, replyProblems } from "./replies.server.ts";
import { parseWonValue } from "./won-value.ts";
import { setWonValue } from "./won-value.server.ts";
import { STATUS_LABELS } from "#app/db/lead-status.ts";

/*
 * What the team does on a lead's page, one form intent each. Every answer names its intent,
 * so the page shows it in the card that was used, beside the button that was pressed. A
 * problem with a field comes back with the field's name and what was typed stays in it.
 */

export type LeadActionContext = {
  db: Db;
  leadId: string;
  /** The signed-in account. */
  actor: string;
  /** Whether a mail server is configured: replies are sent by it, or written in a mail app. */
  mailConfigured: boolean;
  /** Delivers a queued reply now rather than at the worker's next tick. */
  nudgeOutbox(): void;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A `mailto:` link with the subject and body filled in, for the visitor's address. */
export function mailtoUrl(to: string, subject: string, body: string): string {
  const query = new URLSearchParams({ subject, body }).toString().replace(/\+/g, "%20");
  return `mailto:${encodeURIComponent(to).replace(/%40/g, "@")}?${query}`;
}

/** Runs one intent; `undefined` when the lead does not exist (the route answers 404). */
export async function runLeadAction(
  form: FormData,
  context: LeadActionContext,
): Promise<LeadActionResult | undefined> {
  const { db, leadId, actor } = context;
  const intent = text(form, "intent");
  const done = (message: string, extra: Partial<LeadActionResult> = {}): LeadActionResult => ({
    intent,
    done: message,
    ...extra,
  });
  const failed = (error: string, extra: Partial<LeadActionResult> = {}): LeadActionResult => ({
    intent,
    error,
    status: 422,
    ...extra,
  });

  switch (intent) {
    case "status": {
      const to = form.get("to");
      if (!isLeadStatus(to)) return failed("Choose a status from the list.");
      const now = await changeStatus(db, { leadId, to, actor });
      if (!now) return now;
      // A lead just won gets its value in the field that appears under the buttons.
      return done(
        now === "won"
          ? "Marked Won. What is it worth? Add it below."
          : `Marked ${STATUS_LABELS[now]}.`,
      );
    }
    case "won-value": {
      const parsed = parseWonValue(form.get("wonValue"));
      if (!parsed.ok) return failed(parsed.error, { fields: { wonValue: parsed.error } });
      const result = await setWonValue(db, { leadId, actor, value: parsed.value });
      if (result === "not-found") return undefined;
      if (result === "not-won") {
        const error = "Only a won lead has a value: mark it Won first.";
        return failed(error, { fields: { wonValue: error } });
      }
      if (result === "unchanged") return done("The value is as it was.");
      return done(
        parsed.value === null ? "Value cleared." : `Saved: won · ${formatPrice(parsed.value)}.`,
      );
    }
    case "note": {
      const result = await addNote(db, { leadId, actor, text: text(form, "note") });
      if (result.kind === "not-found") return undefined;
      if (result.kind === "invalid")
        return failed(result.error, { fields: { note: result.error } });
      return done("Note added.");
    }
    case "assign": {
      const value = text(form, "assignee");
      const result = await assignLead(db, { leadId, actor, assigneeId: value || null });
      if (result === "not-found") return undefined;
      if (result === "no-such-account") {
        const error = "Choose one of the accounts in the list.";
        return failed(error, { fields: { assignee: error } });
      }
      return done(value ? "Assigned." : "Nobody is assigned now.");
    }
    case "next-step": {
      const clearing = form.get("clear") !== null;
      const dueText = text(form, "nextStepAt");
      const due = dueText ? parseIstDateTime(dueText) : null;
      if (!clearing && due === undefined) {
        const error = "Choose a day and a time, like 27/11/2026 10:30.";
        return failed(error, { fields: { nextStepAt: error } });
      }
      const result = await setNextStep(db, {
        leadId,
        actor,
        text: clearing ? "" : text(form, "nextStep"),
        at: clearing ? null : (due ?? null),
      });
      if (result.kind === "not-found") return undefined;
      if (result.kind === "invalid") {
        return failed(result.error, { fields: { [result.field]: result.error } });
      }
      return done(result.kind === "set" ? "Next step saved." : "Next step cleared.");
    }
    case "log-call":
    case "log-whatsapp": {
      const kind = intent === "log-call" ? "call" : "whatsapp";
      if (!(await logReply(db, { leadId, actor, kind }))) return undefined;
      return done(kind === "call" ? "Call recorded." : "WhatsApp recorded.");
    }
    case "reply": {
      const language = siteLanguage(form.get("language"));
      const draft = { subject: text(form, "subject"), body: text(form, "body") };
      const problems = replyProblems(draft);
      if (problems.length > 0) {
        return failed(problems[0]!.error, {
          fields: Object.fromEntries(problems.map(({ field, error }) => [field, error])),
        });
      }
      if (!context.mailConfigured) {
        // No mail server: the reply is written in the person's own mail app, and recorded.
        const [lead] = await db
          .select({ email: leads.email })
          .from(leads)
          .where(eq(leads.id, leadId));
        if (!lead) return undefined;
        if (
          !(await logReply(db, {
            leadId,
            actor,
            kind: "mail-app",
            detail: { subject: draft.subject.trim(), language },
          }))
        ) {
          return undefined;
        }
        return done("Recorded. Your mail app opens with the reply ready to send.", {
          mailto: mailtoUrl(lead.email, draft.subject.trim(), draft.body.trim()),
        });
      }
      const result = await queueReply(db, { leadId, actor, language, draft });
      if (result.kind === "not-found") return undefined;
      if (result.kind === "invalid") return failed(result.problems[0]!.error);
      context.nudgeOutbox();
      return done(`Email queued: it is sent from ${siteConfig.name}'s address within a minute.`);
    }
    case "correct": {
      const result = await correctLead(db, {
        leadId,
        actor,
        values: byField((field) => text(form, field)),
      });
      if (result.kind === "not-found") return undefined;
      if (result.kind === "invalid") {
        const fields = result.errors as Record<string, string>;
        return failed("Please check the fields marked below.", { fields });
      }
      return done(
        result.kind === "corrected"
          ? "Corrected. The old values are in the history."
          : "Nothing was changed.",
      );
    }
    default:
      return { intent, error: "Unknown action.", status: 400 };
  }
}
