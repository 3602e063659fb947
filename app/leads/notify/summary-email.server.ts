import type { DailySummary, SummaryLead } from "#app/db/schema.server.ts";
import { escapeHtml } from "#app/lib/escape-xml.ts";
import { formatIst } from "./email-message.server.ts";
import { inboxUrl, leadLanguageLabel } from "./lead-links.ts";
import { summaryVisitsPart } from "./summary-visits-email.ts";

/*
 * The daily summary as an email: three short lists (new, due today, overdue), each lead a link
 * to its page in the inbox, then the day before's visits (./summary-visits-email.ts). The names
 * come from visitors: escaped in the HTML, and the subject holds only counts.
 */

export type { DailySummary, SummaryLead };

type Section = { title: string; leads: SummaryLead[]; line: (lead: SummaryLead) => string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function summaryEmailMessage(
  summary: DailySummary,
  { origin, siteName }: { origin: string; siteName: string },
) {
  const due = (lead: SummaryLead) =>
    `${lead.nextStep ?? "Follow up"}${lead.nextStepAt ? `, ${formatIst(lead.nextStepAt)}` : ""}`;
  const sections: Section[] = [
    {
      title: "New leads",
      leads: summary.newLeads,
      // The language of its page when not English: the owner answers in it.
      line: (lead) =>
        [lead.service, leadLanguageLabel(lead), formatIst(lead.createdAt)]
          .filter(Boolean)
          .join(", "),
    },
    { title: "Follow-ups due today", leads: summary.dueToday, line: due },
    { title: "Overdue", leads: summary.overdue, line: due },
  ];
  const subject =
    `${siteName} inbox, ${summary.day}: ` +
    [
      plural(summary.newLeads.length, "new lead", "new leads"),
      `${summary.dueToday.length} due today`,
      `${summary.overdue.length} overdue`,
    ].join(", ");
  const inbox = `${origin.replace(/\/+$/, "")}/admin`;
  const visits = summaryVisitsPart(summary.visits);
  const text = [
    `Good morning. Your ${siteName} inbox for ${summary.day}:`,
    "",
    ...sections.flatMap(({ title, leads, line }) => [
      `${title} (${leads.length})`,
      ...(leads.length
        ? leads.map((lead) => `- ${lead.name}: ${line(lead)}\n  ${inboxUrl(origin, lead)}`)
        : ["- none"]),
      "",
    ]),
    ...visits.text,
    `Open the inbox: ${inbox}`,
    "You get this email every morning at 09:00 IST; turn it off on the inbox's Alerts page.",
    "",
  ].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:sans-serif;font-size:15px;line-height:1.4">',
    `<p>Good morning. Your ${escapeHtml(siteName)} inbox for ${escapeHtml(summary.day)}:</p>`,
    ...sections.flatMap(({ title, leads, line }) => [
      `<h2 style="font-size:17px">${escapeHtml(title)} (${leads.length})</h2>`,
      leads.length
        ? `<ul>${leads
            .map(
              (lead) =>
                `<li><a href="${escapeHtml(inboxUrl(origin, lead))}">${escapeHtml(lead.name)}</a>: ${escapeHtml(line(lead))}</li>`,
            )
            .join("")}</ul>`
        : "<p>None.</p>",
    ]),
    ...visits.html,
    `<p><a href="${escapeHtml(inbox)}">Open the inbox</a></p>`,
    "<p>You get this email every morning at 09:00 IST; turn it off on the inbox's Alerts page.</p>",
    "</body></html>",
    "",
  ].join("\n");
  return { to: summary.to, subject, text, html };
}
