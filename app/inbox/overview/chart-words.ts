import type { Series } from "#app/inbox/index.ts";
import { weekLabel } from "#app/inbox/index.ts";
import { formatIndian } from "#app/lib/format-indian.ts";

/*
 * What each chart says, in a sentence: the name a screen reader gives its picture (the
 * numbers themselves are in the table under it).
 */

/** "1 lead", "1,204 leads". */
export const leadsCount = (count: number) =>
  `${formatIndian(count)} ${count === 1 ? "lead" : "leads"}`;

/** A part of a whole in whole percent ("63%"); "0%" of nothing. */
export const percentOf = (part: number, whole: number) =>
  `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`;

/**
 * "Leads per week by source, 12 weeks: 1,204 leads. google.com 530, Direct 402, … The busiest
 * week was 7 Sep, with 140."
 */
export function weeklySummary({
  title,
  weeks,
  series,
  totals,
  label = (name) => name,
}: {
  title: string;
  weeks: readonly string[];
  series: readonly Series[];
  totals: readonly number[];
  label?: (name: string) => string;
}): string {
  const all = totals.reduce((sum, count) => sum + count, 0);
  const parts = series.map((one) => `${label(one.name)} ${formatIndian(one.total)}`).join(", ");
  const busiest = totals.reduce((best, count, index) => (count > totals[best]! ? index : best), 0);
  const peak =
    all > 0
      ? ` The busiest week was ${weekLabel(weeks[busiest]!)}, with ${formatIndian(totals[busiest]!)}.`
      : "";
  const span = `${weeks.length} ${weeks.length === 1 ? "week" : "weeks"}`;
  return `${title}, ${span}: ${leadsCount(all)}${parts ? `. ${parts}.` : "."}${peak}`;
}
