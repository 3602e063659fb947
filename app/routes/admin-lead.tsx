import { data, Form, Link, useNavigation } from "react-router";

import { AdminFrame } from "#app/components/admin/admin-frame.tsx";
import { AdminField } from "#app/components/admin/admin-field.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { AdminPanel } from "#app/components/admin/admin-panel.tsx";
import { LeadStatusBadge } from "#app/components/admin/lead-status.tsx";
import { TimeAgo } from "#app/components/admin/time-ago.tsx";
import type { RouteHandle } from "#app/components/layout/use-page-container.ts";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { requireUser } from "#app/inbox/guard.server.ts";
import {
  addNote,
  changeStatus,
  getLead,
  isLeadId,
  isLeadStatus,
  NOTE_MAX_LENGTH,
} from "#app/inbox/lead-detail.server.ts";
import { formatIst } from "#app/inbox/format-ist.ts";
import { PIPELINE, STATUS_LABELS } from "#app/db/lead-status.ts";
import { attributionFacts, telUrl, whatsappUrl } from "#app/leads/notify/lead-links.ts";
import { retryNotification } from "#app/leads/notify/outbox.server.ts";
import { sitePages } from "#app/site-pages.ts";

import type { Route } from "./+types/admin-lead";

export const handle: RouteHandle = { admin: true };

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  adminMeta(loaded?.lead.name ?? "Lead");

const notFound = () => new Response("No such lead: it may have been erased.", { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, db } = await requireUser(request, context);
  if (!isLeadId(params.id)) throw notFound();
  const detail = await getLead(db, params.id);
  if (!detail) throw notFound();
  return {
    email: user.email,
    ...detail,
    whatsappUrl: whatsappUrl(detail.lead),
    telUrl: telUrl(detail.lead),
    noteMaxLength: NOTE_MAX_LENGTH,
    now: new Date().toISOString(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, db } = await requireUser(request, context);
  if (!isLeadId(params.id)) throw notFound();
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "status") {
    const to = form.get("to");
    if (!isLeadStatus(to))
      return data({ error: "Choose a status from the list." }, { status: 422 });
    if (!(await changeStatus(db, { leadId: params.id, to, actor: user.email }))) throw notFound();
    return { done: `Marked ${STATUS_LABELS[to]}.` };
  }
  if (intent === "note") {
    const result = await addNote(db, {
      leadId: params.id,
      actor: user.email,
      text: String(form.get("note") ?? ""),
    });
    if (result.kind === "not-found") throw notFound();
    if (result.kind === "invalid") {
      return data({ error: result.error, field: "note" as const }, { status: 422 });
    }
    return { done: "Note added." };
  }
  if (intent === "retry") {
    // An id the database would refuse to compare is no notification: not a query error (500).
    const notification = String(form.get("notification") ?? "");
    if (!isLeadId(notification) || !(await retryNotification(db, notification))) {
      return data({ error: "That notification is not waiting to be sent." }, { status: 404 });
    }
    return { done: "The notification will be sent again within a minute." };
  }
  return data({ error: "Unknown action." }, { status: 400 });
}

const CHANNEL_LABELS = { email: "Email", webhook: "Webhook", "google-forms": "Google Form" };

/** What is known of a lead, a line a fact; a fact it lacks is left out. */
function Facts({ facts }: { facts: [label: string, value: string | null][] }) {
  return (
    <dl className="mt-1 grid gap-1">
      {facts.map(
        ([label, value]) =>
          value && (
            <div key={label} className="grid gap-0.5 sm:grid-cols-[10rem_1fr]">
              <dt className="text-sm font-semibold text-ink-600">{label}</dt>
              <dd className="break-words whitespace-pre-wrap text-ink-950">{value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, events, notifications, email } = loaderData;
  const now = new Date(loaderData.now);
  const busy = useNavigation().state === "submitting";
  // The note's own problem is shown under it; every other answer at the top.
  const noteError =
    actionData && "field" in actionData && "error" in actionData ? actionData.error : undefined;
  const nextSteps =
    lead.status === "spam" ? (["new"] as const) : PIPELINE.filter((s) => s !== lead.status);
  return (
    <AdminFrame email={email}>
      <p>
        <Link
          to={sitePages.adminInbox.path}
          className="text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          ← All leads
        </Link>
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-1">
        <h1 className="font-display text-3xl font-extrabold break-words">{lead.name}</h1>
        <LeadStatusBadge status={lead.status} />
      </div>
      <p className="text-ink-600">
        {lead.service} · received <TimeAgo at={new Date(lead.createdAt)} now={now} />
      </p>

      <ul className="mt-2 flex flex-wrap gap-1" aria-label="Reply">
        <li>
          <a
            href={loaderData.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonStyles({ size: "sm" })}
          >
            WhatsApp {lead.name.split(" ")[0]}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={loaderData.telUrl} className={buttonStyles({ variant: "outline", size: "sm" })}>
            Call {lead.whatsapp}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${lead.email}`}
            className={buttonStyles({ variant: "outline", size: "sm" })}
          >
            Email {lead.email}
          </a>
        </li>
      </ul>

      {actionData && !noteError && (
        <p role="status" className="mt-2 rounded-lg bg-brand-50 p-1.5 font-semibold text-ink-950">
          {"error" in actionData ? actionData.error : actionData.done}
        </p>
      )}

      <div className="mt-3 grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-3">
          <AdminPanel id="sent-title" title="What they sent">
            <Facts
              facts={[
                ["Name", lead.name],
                ["Email", lead.email],
                ["WhatsApp", lead.whatsapp],
                ["Service", lead.service],
                ["Message", lead.message],
                ["Received", formatIst(new Date(lead.createdAt))],
              ]}
            />
          </AdminPanel>
          <AdminPanel id="from-title" title="Where they came from">
            <Facts
              facts={[
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
        </div>

        <div className="grid content-start gap-3">
          <AdminPanel id="status-title" title="Status">
            <Form method="post" className="mt-1 flex flex-wrap gap-1">
              <input type="hidden" name="intent" value="status" />
              {nextSteps.map((status) => (
                <button
                  key={status}
                  type="submit"
                  name="to"
                  value={status}
                  disabled={busy}
                  className={buttonStyles({ variant: "outline", size: "sm" })}
                >
                  {lead.status === "spam" ? "Not spam" : STATUS_LABELS[status]}
                </button>
              ))}
              {lead.status !== "spam" && (
                <button
                  type="submit"
                  name="to"
                  value="spam"
                  disabled={busy}
                  className={buttonStyles({ variant: "ghost", size: "sm" })}
                >
                  Spam
                </button>
              )}
            </Form>
          </AdminPanel>

          <AdminPanel id="note-title" title="Add a note">
            <Form method="post" className="mt-1 grid gap-1">
              <input type="hidden" name="intent" value="note" />
              <AdminField
                as="textarea"
                id="note"
                label="Note (only the team sees it)"
                name="note"
                rows={3}
                required
                maxLength={loaderData.noteMaxLength}
                error={noteError}
              />
              <button
                type="submit"
                disabled={busy}
                className={buttonStyles({
                  variant: "brand",
                  size: "sm",
                  className: "justify-self-start",
                })}
              >
                Save note
              </button>
            </Form>
          </AdminPanel>

          <AdminPanel id="history-title" title="History">
            {events.length === 0 ? (
              <p className="mt-1 text-ink-600">No changes or notes yet.</p>
            ) : (
              <ol className="mt-1 grid gap-1">
                {events.map((event) => (
                  <li key={event.id} className="border-l-2 border-brand-200 pl-1">
                    <p className="text-sm text-ink-600">
                      <TimeAgo at={new Date(event.at)} now={now} /> · {event.actor}
                    </p>
                    <p className="break-words whitespace-pre-wrap text-ink-950">
                      {event.kind === "status"
                        ? `${STATUS_LABELS[event.fromStatus ?? "new"]} → ${STATUS_LABELS[event.toStatus ?? "new"]}`
                        : event.note}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </AdminPanel>

          <AdminPanel id="notified-title" title="Notifications">
            {notifications.length === 0 ? (
              <p className="mt-1 text-ink-600">
                None: no email or webhook was set up when it arrived.
              </p>
            ) : (
              <ul className="mt-1 grid gap-1">
                {notifications.map((notification) => (
                  <li key={notification.id} className="text-sm">
                    <span className="font-semibold">{CHANNEL_LABELS[notification.channel]}</span>:{" "}
                    {notification.state === "sent"
                      ? `sent ${notification.sentAt ? formatIst(new Date(notification.sentAt)) : ""}`
                      : notification.state === "failed"
                        ? `failed after ${notification.attempts} attempts (${notification.lastError ?? "no reason"})`
                        : `retrying (${notification.attempts} attempts so far${notification.lastError ? `, last: ${notification.lastError}` : ""})`}
                    {notification.state === "failed" && (
                      <Form method="post" className="mt-0.5">
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="notification" value={notification.id} />
                        <button
                          type="submit"
                          className={buttonStyles({ variant: "outline", size: "sm" })}
                        >
                          Retry {CHANNEL_LABELS[notification.channel]}
                        </button>
                      </Form>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </AdminPanel>
        </div>
      </div>
    </AdminFrame>
  );
}
