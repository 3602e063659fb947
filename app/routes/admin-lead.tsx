import { data, Link, useNavigation } from "react-router";

import { AdminFrame } from "#app/inbox/frame/admin-frame.tsx";
import { adminMeta } from "#app/inbox/frame/admin-meta.ts";
import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { resultOf } from "#app/inbox/leads/action-message.tsx";
import { Facts } from "#app/inbox/leads/facts.tsx";
import { FollowUpCard } from "#app/inbox/leads/follow-up-card.tsx";
import { HistoryCard } from "#app/inbox/leads/history-card.tsx";
import { NoteCard } from "#app/inbox/leads/note-card.tsx";
import { NotificationsCard } from "#app/inbox/leads/notifications-card.tsx";
import { ReplyCard } from "#app/inbox/leads/reply-card.tsx";
import { SentCard } from "#app/inbox/leads/sent-card.tsx";
import { StatusCard } from "#app/inbox/leads/status-card.tsx";
import { FirstResponse } from "#app/inbox/leads/first-response.tsx";
import { LeadStatusBadge } from "#app/inbox/leads/lead-status.tsx";
import { TimeAgo } from "#app/inbox/leads/time-ago.tsx";
import { listUsers } from "#app/inbox/accounts/accounts.server.ts";
import { formatIst } from "#app/inbox/format-ist.ts";
import { NEXT_STEP_MAX_LENGTH } from "#app/inbox/leads/follow-up.server.ts";
import { frameAccount } from "#app/inbox/accounts/guard.server.ts";
import { requireUser } from "#app/wiring/require-user.server.ts";
import { istDateTimeValue } from "#app/inbox/ist-time.ts";
import type { LeadActionResult } from "#app/inbox/leads/lead-action-result.ts";
import { runLeadAction } from "#app/inbox/leads/lead-actions.server.ts";
import { getLead, isLeadId, NOTE_MAX_LENGTH } from "#app/inbox/leads/lead-detail.server.ts";
import { readTemplates } from "#app/inbox/leads/replies.server.ts";
import { fillTemplate, replyLanguage } from "#app/inbox/leads/reply-templates.ts";
import { attributionFacts, telUrl, whatsappUrl } from "#app/leads/index.ts";
import { retryNotification } from "#app/leads/index.server.ts";
import { siteConfig } from "#app/site/site.config.ts";
import { languageLabel, siteLanguage } from "#app/site/site-languages.ts";
import { adminHandle, adminPages } from "#app/pages/admin-pages.ts";

import type { Route } from "./+types/admin-lead";

export const handle = adminHandle;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  adminMeta(loaded?.lead.name ?? "Lead");

const notFound = () => new Response("No such lead: it may have been erased.", { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, db, services } = await requireUser(request, context);
  if (!isLeadId(params.id)) throw notFound();
  const [detail, accounts, templates] = await Promise.all([
    getLead(db, params.id),
    listUsers(db),
    readTemplates(db),
  ]);
  if (!detail) throw notFound();
  const { lead } = detail;
  const leadLanguage = siteLanguage(lead.language);
  const language = replyLanguage(leadLanguage, new URL(request.url).searchParams.get("lang"));
  const values = { name: lead.name, service: lead.service, agency: siteConfig.name };
  const now = new Date();
  return {
    account: frameAccount(user),
    ...detail,
    accounts: accounts.map(({ id, email }) => ({ id, email })),
    language,
    leadLanguage,
    /** "Marathi (मराठी)": the language of the page the quote was sent from. */
    leadLanguageLabel: languageLabel(leadLanguage),
    draft: {
      subject: fillTemplate(templates[language].subject, values),
      body: fillTemplate(templates[language].body, values),
    },
    mailConfigured: Boolean(services.settings.email),
    whatsappUrl: whatsappUrl(lead, siteConfig.name, language),
    telUrl: telUrl(lead),
    nextStepValue: lead.nextStepAt ? istDateTimeValue(lead.nextStepAt) : "",
    overdue: Boolean(lead.nextStepAt && lead.nextStepAt < now),
    noteMaxLength: NOTE_MAX_LENGTH,
    nextStepMaxLength: NEXT_STEP_MAX_LENGTH,
    now: now.toISOString(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, db, services } = await requireUser(request, context);
  if (!isLeadId(params.id)) throw notFound();
  const form = await request.formData();
  if (form.get("intent") === "retry") {
    // An id the database would refuse to compare is no notification: not a query error (500).
    // Another lead's notification is refused as an unknown one: a page retries its own lead's.
    const notificationId = String(form.get("notification") ?? "");
    if (
      !isLeadId(notificationId) ||
      !(await retryNotification(db, { leadId: params.id, notificationId }))
    ) {
      return data(
        { intent: "retry", error: "That notification is not waiting to be sent." },
        { status: 404 },
      );
    }
    services.nudgeOutbox();
    return { intent: "retry", done: "The notification will be sent again within a minute." };
  }
  const result = await runLeadAction(form, {
    db,
    leadId: params.id,
    actor: user.email,
    mailConfigured: Boolean(services.settings.email),
    nudgeOutbox: services.nudgeOutbox,
  });
  if (!result) throw notFound();
  return result.status ? data(result, { status: result.status }) : result;
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, events, notifications, account } = loaderData;
  const now = new Date(loaderData.now);
  const busy = useNavigation().state === "submitting";
  const answer = actionData as LeadActionResult | undefined;
  const notes = events.filter((event) => event.kind === "note").length;
  return (
    <AdminFrame account={account}>
      <p>
        <Link
          to={adminPages.adminInbox.path}
          className="text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          ← All leads
        </Link>
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-1">
        <h1 className="font-display text-3xl font-extrabold break-words">{lead.name}</h1>
        <LeadStatusBadge status={lead.status} wonValue={lead.wonValue} />
      </div>
      <p className="text-ink-600">
        {lead.service} · received <TimeAgo at={new Date(lead.createdAt)} now={now} />
        {loaderData.leadLanguage !== "en" && ` · from a page in ${loaderData.leadLanguageLabel}`}
      </p>
      <FirstResponse
        receivedAt={lead.createdAt}
        firstResponseAt={lead.firstResponseAt}
        now={now}
        spam={lead.status === "spam"}
      />
      {resultOf(answer, "retry") && (
        <p role="status" className="mt-2 rounded-lg bg-brand-50 p-1.5 font-semibold text-ink-950">
          {answer?.error ?? answer?.done}
        </p>
      )}

      {/* Two columns from lg, one on a phone; the document's order is the order on screen at
          every width, with no reordering by CSS, so a keyboard or a screen reader meets the
          cards as they are seen. What they asked for comes first: the work starts with reading
          it (issue 55, docs/inbox.md). The wide column holds it, where they came from, the
          status and the reply; the narrow one the follow-up, notes, history and notifications. */}
      <div className="mt-3 grid gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid content-start gap-3">
          <SentCard
            quote={lead}
            receivedAt={lead.createdAt}
            busy={busy}
            result={resultOf(answer, "correct")}
          />

          <AdminPanel id="from-title" title="Where they came from">
            <Facts
              facts={[
                ["Language", loaderData.leadLanguageLabel],
                ...attributionFacts(lead),
                [
                  "Privacy notice",
                  `version ${lead.privacyNoticeVersion}, shown ${formatIst(new Date(lead.privacyNoticeShownAt))}`,
                ],
                [
                  "Filed as spam",
                  lead.spamReason === "too-fast"
                    ? "sent faster than a person can type"
                    : lead.spamReason,
                ],
              ]}
            />
          </AdminPanel>

          <StatusCard
            status={lead.status}
            wonValue={lead.wonValue}
            busy={busy}
            result={resultOf(answer, "status", "won-value")}
          />

          <ReplyCard
            firstName={lead.name.split(" ")[0] ?? lead.name}
            language={loaderData.language}
            leadLanguage={loaderData.leadLanguage}
            draft={loaderData.draft}
            whatsappUrl={loaderData.whatsappUrl}
            telUrl={loaderData.telUrl}
            phone={lead.whatsapp}
            mailConfigured={loaderData.mailConfigured}
            busy={busy}
            result={resultOf(answer, "reply")}
            logged={resultOf(answer, "log-call", "log-whatsapp")}
          />
        </div>
        <div className="grid content-start gap-3">
          <FollowUpCard
            accounts={loaderData.accounts}
            assigneeId={lead.assigneeId}
            nextStep={lead.nextStep}
            nextStepAt={lead.nextStepAt}
            nextStepValue={loaderData.nextStepValue}
            overdue={loaderData.overdue}
            busy={busy}
            result={resultOf(answer, "assign", "next-step")}
            nextStepMaxLength={loaderData.nextStepMaxLength}
          />

          <NoteCard
            notes={notes}
            maxLength={loaderData.noteMaxLength}
            busy={busy}
            result={resultOf(answer, "note")}
          />

          <HistoryCard events={events} now={now} />

          <NotificationsCard notifications={notifications} />
        </div>
      </div>
    </AdminFrame>
  );
}
