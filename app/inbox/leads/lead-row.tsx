import { Link } from "react-router";

import { LeadStatusBadge } from "./lead-status.tsx";
import { TimeAgo } from "./time-ago.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { Glyph } from "#app/ui/glyph.tsx";
import { cn } from "#app/ui/cn.ts";
import { formatIst, type LeadStatus } from "#app/inbox/index.ts";
import { adminPages } from "#app/pages/admin-pages.ts";
import type { Source } from "#app/site/lead-sources.ts";

/** What a row shows, made by the list's loader (the words and links are the server's). */
export type LeadRowData = {
  id: string;
  name: string;
  service: string;
  status: LeadStatus;
  createdAt: Date;
  /** Where the lead came from (app/site/lead-sources.ts): "Google", "example.org", "Direct". */
  source: Source;
  /** The language of the page it was sent from, "Marathi (मराठी)"; null for English. */
  language: string | null;
  /** The message's first words; the whole text is on the lead's page. */
  preview: string;
  /** wa.me with a greeting already typed. */
  whatsappUrl: string;
  /** In the follow-ups: what is to be done and when, and whether that time has passed. */
  nextStep?: { text: string | null; at: Date; overdue: boolean };
};

/**
 * One lead in the inbox's list: whose, about what, from where, the start of the message, when,
 * and WhatsApp in one tap. On a phone the time and the WhatsApp link share the last line; from
 * sm they stand at the right.
 */
export function LeadRow({ lead, now }: { lead: LeadRowData; now: Date }) {
  return (
    <article
      className={cn(
        "grid gap-1 rounded-2xl bg-white p-2 sm:grid-cols-[minmax(0,1fr)_auto]",
        // One ring or the other: cn does not merge classes, and both would leave it to CSS order.
        lead.status === "new" ? "ring-2 ring-accent-400" : "ring-1 ring-ink-200/70",
      )}
    >
      <div className="min-w-0">
        <h2 className="flex flex-wrap items-center gap-1 text-lg font-bold">
          <Link
            to={adminPages.adminLead.path.replace(":id", lead.id)}
            className="break-words text-ink-950 hover:text-brand-700 hover:underline"
          >
            {lead.name}
          </Link>
          <LeadStatusBadge status={lead.status} />
        </h2>
        <p className="text-sm text-ink-700">
          {lead.service} · {/* One unit: "Source:" never ends a line without its value. */}
          <span className="inline-block wrap-anywhere">
            <span className="text-ink-600">Source:</span>{" "}
            <span className="font-semibold">{lead.source.name}</span>
          </span>
          {lead.source.campaign && (
            <>
              {" · "}
              <span className="inline-block wrap-anywhere">
                <span className="text-ink-600">Campaign:</span>{" "}
                <span className="font-semibold">{lead.source.campaign}</span>
              </span>
            </>
          )}
          {lead.language && (
            <>
              {" · "}
              <span className="inline-block">
                <span className="text-ink-600">Language:</span>{" "}
                <span className="font-semibold">{lead.language}</span>
              </span>
            </>
          )}
        </p>
        {lead.nextStep && (
          <p className="mt-0.5 text-sm text-ink-950">
            <span className="font-semibold">Next:</span> {lead.nextStep.text ?? "Follow up"} ·{" "}
            <span
              className={
                lead.nextStep.overdue
                  ? "font-bold underline decoration-coral-500 decoration-2 underline-offset-2"
                  : undefined
              }
            >
              {lead.nextStep.overdue ? "overdue since " : "due "}
              {formatIst(new Date(lead.nextStep.at))}
            </span>
          </p>
        )}
        {!lead.nextStep && lead.preview && (
          // Two lines at most, whatever the width: the server's cut is for one wide line.
          <p className="mt-0.5 line-clamp-2 text-sm wrap-anywhere text-ink-600">{lead.preview}</p>
        )}
      </div>
      <div className="flex items-center justify-between gap-1 sm:flex-col sm:items-end sm:justify-start">
        <p className="text-sm text-ink-600">
          <TimeAgo at={new Date(lead.createdAt)} now={now} />
        </p>
        <a
          href={lead.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: "outline", size: "sm" })}
        >
          <Glyph name="whatsapp" className="size-2" />
          WhatsApp <span className="sr-only">{lead.name} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
