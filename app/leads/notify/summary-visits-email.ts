import type { SummaryVisits } from "#app/db/schema.server.ts";
import { escapeHtml } from "#app/lib/escape-xml.ts";

/*
 * The daily summary's part on the day before's visits (issue 57): its visitors, the source
 * most of its visits came from and the page most of them began on, or plainly that none was
 * counted. Nothing at all while the site has counted no visit yet: a line of zeros would say
 * that no one came. The source's name and the page come from visitors' requests: escaped.
 */

const visitsText = (n: number) => `${n} ${n === 1 ? "visit" : "visits"}`;

/** The part's lines of text and of HTML, each ready to join with the email's others. */
export function summaryVisitsPart(visits: SummaryVisits | undefined): {
  text: string[];
  html: string[];
} {
  if (!visits) return { text: [], html: [] };
  const title = `Visits yesterday, ${visits.day}`;
  const heading = `<h2 style="font-size:17px">${escapeHtml(title)}</h2>`;
  if (!visits.visitors) {
    return {
      text: [title, "- No visits counted yesterday", ""],
      html: [heading, "<p>No visits counted yesterday.</p>"],
    };
  }
  const { topSource: source, topEntryPage: entry } = visits;
  const lines = [
    `Visitors: ${visits.visitors}`,
    source && `Top source: ${source.name} (${visitsText(source.visits)})`,
    entry && `Top entry page: ${entry.page} (${visitsText(entry.visits)})`,
  ].filter((line) => typeof line === "string");
  return {
    text: [title, ...lines.map((line) => `- ${line}`), ""],
    html: [heading, `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`],
  };
}
