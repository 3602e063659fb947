import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { TimeAgo } from "./time-ago.tsx";
import { STATUS_LABELS, formatIst } from "#app/inbox/index.ts";
import type { LeadEventKind, LeadStatus, NotificationState } from "#app/inbox/index.ts";
import { formatPrice } from "#app/lib/format-price.ts";
import { LANGUAGE_NAMES, siteLanguage } from "#app/site/site-languages.ts";
import { FIELD_LABELS } from "#app/site/quote-fields.ts";

/** A history entry as the loader sends it (dates as strings). */
export type HistoryEntry = {
  id: string;
  at: Date;
  actor: string;
  kind: LeadEventKind;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  note: string | null;
  detail: Record<string, string | null> | null;
  delivery: { state: NotificationState; lastError: string | null } | null;
};

/** The quote's answers by the contract's labels; anything else by its own name. */
const FIELD_NAMES: Readonly<Record<string, string>> = FIELD_LABELS;

const DELIVERY_WORDS: Record<NotificationState, string> = {
  pending: "sending",
  sent: "delivered to the mail server",
  failed: "not delivered",
};

/** A won value as the history keeps it (text), in rupees as people write them. */
const rupees = (value: string | null | undefined) => (value ? formatPrice(Number(value)) : "none");

/** One entry in words: what happened, with its details. */
function EntryText({ entry }: { entry: HistoryEntry }) {
  const detail = entry.detail ?? {};
  switch (entry.kind) {
    case "status":
      return (
        <>
          {`${STATUS_LABELS[entry.fromStatus ?? "new"]} → ${STATUS_LABELS[entry.toStatus ?? "new"]}`}
          {detail.wonValue && (
            <span className="block text-sm text-ink-700">
              {`its won value (${rupees(detail.wonValue)}) cleared`}
            </span>
          )}
        </>
      );
    case "won-value":
      if (!detail.to) return <>Won value cleared (it was {rupees(detail.from)})</>;
      return (
        <>
          {detail.from
            ? `Won value changed: ${rupees(detail.from)} → ${rupees(detail.to)}`
            : `Won value: ${rupees(detail.to)}`}
        </>
      );
    case "note":
      return <>{entry.note}</>;
    case "assign":
      return (
        <>
          {detail.to
            ? `Assigned to ${detail.to}`
            : `No longer assigned to ${detail.from ?? "anyone"}`}
        </>
      );
    case "next-step":
      return (
        <>
          {entry.note
            ? `Next step: ${entry.note}${detail.at ? `, ${formatIst(new Date(detail.at))}` : ""}`
            : "Next step done and cleared"}
        </>
      );
    case "call":
      return <>Called them</>;
    case "whatsapp":
      return <>Sent them a WhatsApp</>;
    case "mail-app":
    case "email": {
      const language = LANGUAGE_NAMES[siteLanguage(detail.language)];
      const how = entry.kind === "email" ? "Emailed them" : "Wrote them an email in the mail app";
      return (
        <>
          {`${how} (${language}): “${detail.subject ?? ""}”`}
          {entry.delivery && (
            <span className="block text-sm text-ink-700">
              {DELIVERY_WORDS[entry.delivery.state]}
              {entry.delivery.state === "failed" && entry.delivery.lastError
                ? `: ${entry.delivery.lastError}`
                : ""}
            </span>
          )}
        </>
      );
    }
    case "correction": {
      const fields = Object.keys(FIELD_NAMES).filter((field) => `${field}.to` in detail);
      return (
        <>
          Corrected what they sent:
          <ul className="mt-0.5 grid gap-0.5 text-sm">
            {fields.map((field) => (
              <li key={field}>
                {FIELD_NAMES[field]}: <del>{detail[`${field}.from`]}</del> →{" "}
                <ins className="no-underline">{detail[`${field}.to`]}</ins>
              </li>
            ))}
          </ul>
        </>
      );
    }
  }
}

/** The lead's history, oldest first: every change, note and reply, with who and when. */
export function HistoryCard({ events, now }: { events: HistoryEntry[]; now: Date }) {
  return (
    <AdminPanel id="history-title" title="History">
      {events.length === 0 ? (
        <p className="mt-1 text-ink-600">No changes, notes or replies yet.</p>
      ) : (
        <ol className="mt-1 grid gap-1">
          {events.map((entry) => (
            <li key={entry.id} className="border-l-2 border-brand-200 pl-1">
              <p className="text-sm text-ink-600">
                <TimeAgo at={new Date(entry.at)} now={now} /> ·{" "}
                <span className="break-all">{entry.actor}</span>
              </p>
              <div className="break-words whitespace-pre-wrap text-ink-950">
                <EntryText entry={entry} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </AdminPanel>
  );
}
