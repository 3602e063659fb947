import { useEffect } from "react";
import { Link } from "react-router";

import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { cn } from "#app/ui/cn.ts";
import type { LeadActionResult } from "#app/inbox/index.ts";
import { adminPages } from "#app/pages/admin-pages.ts";
import { LANGUAGE_NAMES, SITE_LANGUAGES, type SiteLanguage } from "#app/site/site-languages.ts";

import { ActionMessage } from "./action-message.tsx";

export type ReplyDraft = { subject: string; body: string };

/**
 * Answering the lead: an email from a template in the chosen language (sent by the server
 * through the outbox, or, with no mail server, written in the person's own mail app), and a
 * one-tap record of a call or a WhatsApp made outside the inbox. Each lands in the history.
 */
export function ReplyCard({
  firstName,
  language,
  leadLanguage,
  draft,
  whatsappUrl,
  telUrl,
  phone,
  mailConfigured,
  busy,
  result,
  logged,
}: {
  firstName: string;
  language: SiteLanguage;
  /** The language of the page the quote came from: the default. */
  leadLanguage: SiteLanguage;
  draft: ReplyDraft;
  whatsappUrl: string;
  telUrl: string;
  phone: string;
  mailConfigured: boolean;
  busy: boolean;
  result: LeadActionResult | undefined;
  /** The answer to "I called" / "I sent a WhatsApp". */
  logged: LeadActionResult | undefined;
}) {
  const fields = result?.fields ?? {};
  const mailto = result?.mailto;
  useEffect(() => {
    // The reply was recorded: open it in the mail app (the link below does the same by hand).
    if (mailto) window.location.href = mailto;
  }, [mailto]);
  return (
    <AdminPanel id="reply-title" title="Reply">
      <nav aria-label="Reply language" className="mt-1">
        <ul className="flex flex-wrap gap-1">
          {SITE_LANGUAGES.map((code) => (
            <li key={code}>
              <Link
                to={`?lang=${code}#reply-title`}
                replace
                preventScrollReset
                aria-current={code === language ? "true" : undefined}
                lang={code}
                className={cn(
                  "inline-flex min-h-5 items-center rounded-full px-1.5 text-sm font-semibold",
                  code === language
                    ? "bg-ink-950 text-white"
                    : "bg-white text-ink-800 ring-1 ring-ink-200",
                )}
              >
                {LANGUAGE_NAMES[code]}
                {code === leadLanguage && (
                  <span className="sr-only"> (the language of their page)</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-1.5 flex flex-wrap gap-1">
        <a
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ size: "sm" })}
        >
          WhatsApp {firstName}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={telUrl} className={buttonStyles({ variant: "outline", size: "sm" })}>
          Call {phone}
        </a>
      </div>
      <AdminForm busy={busy} className="mt-1 flex flex-wrap gap-1" aria-label="Record a reply">
        <button
          type="submit"
          name="intent"
          value="log-call"
          className={buttonStyles({ variant: "ghost", size: "sm" })}
        >
          I called
        </button>
        <button
          type="submit"
          name="intent"
          value="log-whatsapp"
          className={buttonStyles({ variant: "ghost", size: "sm" })}
        >
          I sent a WhatsApp
        </button>
      </AdminForm>
      <ActionMessage result={logged} />

      <AdminForm
        intent="reply"
        busy={busy}
        key={`${language}-${result?.done ?? ""}`}
        className="mt-2 grid gap-1"
        lang={language}
      >
        <input type="hidden" name="language" value={language} />
        <AdminField
          id="reply-subject"
          label="Subject"
          name="subject"
          defaultValue={draft.subject}
          required
          error={fields.subject}
        />
        <AdminField
          as="textarea"
          id="reply-body"
          label="Email"
          name="body"
          rows={11}
          defaultValue={draft.body}
          required
          error={fields.body}
          hint={
            mailConfigured
              ? "Sent from the agency's address; their answer comes to the agency's email."
              : "No mail server is set up: this opens your mail app with the reply filled in, and records it here."
          }
        />
        <div className="flex flex-wrap items-center gap-1">
          <button type="submit" className={buttonStyles({ variant: "brand", size: "sm" })}>
            {mailConfigured ? "Send email" : "Write in my mail app"}
          </button>
          <Link
            to={adminPages.adminTemplates.path}
            className="text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            Edit the templates
          </Link>
        </div>
      </AdminForm>
      <ActionMessage result={result} />
      {mailto && (
        <p className="mt-1 text-sm">
          <a href={mailto} className="font-semibold text-brand-700 underline underline-offset-4">
            Open the reply in your mail app
          </a>
        </p>
      )}
    </AdminPanel>
  );
}
