import type { Series } from "#app/inbox/index.ts";
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
export function bucketSummary({
  title,
  unit,
  labels,
  series,
  totals,
  label = (name) => name,
  counted = leadsCount,
}: {
  title: string;
  unit: "day" | "week";
  /** Each bucket's name ("7 Sep"), in order. */
  labels: readonly string[];
  series: readonly Series[];
  totals: readonly number[];
  label?: (name: string) => string;
  /** A number of what is counted, in words. */
  counted?: (count: number) => string;
}): string {
  const all = totals.reduce((sum, count) => sum + count, 0);
  const parts =
    series.length > 1
      ? series.map((one) => `${label(one.name)} ${formatIndian(one.total)}`).join(", ")
      : "";
  const busiest = totals.reduce((best, count, index) => (count > totals[best]! ? index : best), 0);
  const peak =
    all > 0
      ? ` The busiest ${unit} was ${labels[busiest]}, with ${formatIndian(totals[busiest]!)}.`
      : "";
  const span = `${labels.length} ${labels.length === 1 ? unit : `${unit}s`}`;
  return `${title}, ${span}: ${counted(all)}${parts ? `. ${parts}.` : "."}${peak}`;
}
