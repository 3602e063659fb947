import { data, useNavigation } from "react-router";

import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { ClearButton } from "#app/inbox/frame/clear-button.tsx";
import { AdminFrame } from "#app/inbox/frame/admin-frame.tsx";
import { adminMeta } from "#app/inbox/frame/admin-meta.ts";
import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { frameAccount } from "#app/inbox/accounts/guard.server.ts";
import { requireUser } from "#app/wiring/require-user.server.ts";
import { readTemplates, saveTemplate } from "#app/inbox/leads/replies.server.ts";
import {
  REPLY_BODY_MAX_LENGTH,
  REPLY_SUBJECT_MAX_LENGTH,
} from "#app/inbox/leads/reply-templates.ts";
import { LANGUAGE_NAMES, SITE_LANGUAGES, siteLanguage } from "#app/site/site-languages.ts";
import { adminHandle, adminPages } from "#app/pages/admin-pages.ts";

import type { Route } from "./+types/admin-templates";

// The email templates a lead's page starts a reply from, one per language, edited by the team.

export const handle = adminHandle;

export const meta: Route.MetaFunction = () => adminMeta(adminPages.adminTemplates.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db } = await requireUser(request, context);
  return { account: frameAccount(user), templates: await readTemplates(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, db } = await requireUser(request, context);
  const form = await request.formData();
  const language = siteLanguage(form.get("language"));
  const reset = form.get("reset") !== null;
  const subject = String(form.get("subject") ?? "");
  const body = String(form.get("body") ?? "");
  const problems = await saveTemplate(db, {
    language,
    actor: user.email,
    template: reset ? null : { subject, body },
  });
  if (problems.length > 0) {
    return data(
      {
        language,
        fields: Object.fromEntries(problems.map(({ field, error }) => [field, error])),
        typed: { subject, body },
        done: undefined,
      },
      { status: 422 },
    );
  }
  const name = LANGUAGE_NAMES[language];
  return {
    language,
    fields: undefined,
    typed: undefined,
    done: reset
      ? `The ${name} template is back to the original.`
      : `The ${name} template is saved.`,
  };
}

export default function AdminTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AdminFrame account={loaderData.account}>
      <h1 className="font-display text-3xl font-extrabold">Reply templates</h1>
      <p className="mt-1 max-w-prose text-ink-700">
        A lead&apos;s page starts an email reply from these. <code>{"{name}"}</code> becomes the
        person&apos;s name, <code>{"{service}"}</code> the service they asked about and{" "}
        <code>{"{agency}"}</code> the agency&apos;s name. Replies open in the language of the page
        the quote came from.
      </p>
      <div className="mt-3 grid gap-3 xl:grid-cols-3">
        {SITE_LANGUAGES.map((language) => {
          const template = loaderData.templates[language];
          const answer = actionData?.language === language ? actionData : undefined;
          const shown = answer?.typed ?? template;
          return (
            <AdminPanel key={language} id={`template-${language}`} title={LANGUAGE_NAMES[language]}>
              <AdminForm
                busy={busy}
                key={`${template.subject}\n${template.body}`}
                className="mt-1 grid gap-1"
                lang={language}
              >
                <input type="hidden" name="language" value={language} />
                <AdminField
                  id={`subject-${language}`}
                  label="Subject"
                  name="subject"
                  defaultValue={shown.subject}
                  maxLength={REPLY_SUBJECT_MAX_LENGTH}
                  required
                  error={answer?.fields?.subject}
                />
                <AdminField
                  as="textarea"
                  id={`body-${language}`}
                  label="Email"
                  name="body"
                  rows={12}
                  defaultValue={shown.body}
                  maxLength={REPLY_BODY_MAX_LENGTH}
                  required
                  error={answer?.fields?.body}
                />
                <div className="flex flex-wrap gap-1">
                  <button type="submit" className={buttonStyles({ variant: "brand", size: "sm" })}>
                    Save
                  </button>
                  {template.edited && <ClearButton name="reset">Back to the original</ClearButton>}
                </div>
              </AdminForm>
              {answer?.done && (
                <p role="status" className="mt-1 rounded-lg bg-brand-50 p-1 text-sm font-semibold">
                  {answer.done}
                </p>
              )}
            </AdminPanel>
          );
        })}
      </div>
    </AdminFrame>
  );
}
