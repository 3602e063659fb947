/*
 * The overview's weekly counts as the stacked bars draw them: one series per source (or
 * service), a count for each week. The largest few keep their names and the rest are folded
 * into "Other", so that the chart keeps colours a person can tell apart and the legend fits a
 * phone.
 */

/** How many sources or services keep their own name. */
export const NAMED_SERIES = 5;

export const OTHER = "Other";

/** A count of one name in one week, as the query gives them (a name may come in several rows). */
export type WeekCount = { week: string; name: string; count: number };

export type Series = {
  name: string;
  /** One count per week, in the order of the weeks. */
  counts: number[];
  total: number;
};

/**
 * The series for `weeks` (their keys, oldest first): the `named` largest by their total over
 * the weeks (the same total: by name), then "Other" holding the rest, when more than one would
 * be in it (a lone rest keeps its own name: "Other" would only hide it).
 */
export function weeklySeries(
  rows: readonly WeekCount[],
  weeks: readonly string[],
  named: number = NAMED_SERIES,
): Series[] {
  const position = new Map(weeks.map((week, index) => [week, index]));
  const byName = new Map<string, number[]>();
  for (const { week, name, count } of rows) {
    const index = position.get(week);
    if (index === undefined) continue;
    const counts = byName.get(name) ?? weeks.map(() => 0);
    counts[index]! += count;
    byName.set(name, counts);
  }
  const all = [...byName].map(([name, counts]) => ({ name, counts, total: sum(counts) }));
  all.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  if (all.length <= named + 1) return all;
  const rest = all.slice(named);
  const counts = weeks.map((_, index) => sum(rest.map((series) => series.counts[index]!)));
  return [...all.slice(0, named), { name: OTHER, counts, total: sum(counts) }];
}

/** Each week's total over every series. */
export const weekTotals = (series: readonly Series[], weeks: number): number[] =>
  Array.from({ length: weeks }, (_, index) => sum(series.map((one) => one.counts[index]!)));

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
