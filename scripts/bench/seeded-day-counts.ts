// The counts of a day long past, made up straight into the shape a day's roll-up writes
// (app/visits/roll-up.server.ts: visit_days by "all", "page", "language", "device" and "source",
// the 50 most visited sources by name and the rest as one "other" row), from the same mix as
// the raw page views (visit-mix.ts): 24 months of page views would be 24 million rows to write
// and roll up, where the owner's overview reads only their counts.
import { SOURCES_KEPT_PER_DAY } from "#app/visits/index.server.ts";
import { SITE_LANGUAGES } from "#app/site/site-languages.ts";

import {
  DEVICE_MIX,
  LANGUAGES,
  NEXT_VIEW,
  RETURNING,
  SOURCES,
  WEEKDAY_FACTOR,
  sourceValue,
  type Shares,
  type PageMix,
  type Random,
} from "./visit-mix.ts";

/** One row of visit_days, its day aside. */
export type DayCountRow = {
  dimension: "all" | "page" | "language" | "device" | "source";
  value: string;
  other: boolean;
  views: number;
  visits: number;
  visitors: number;
};

/** A page's share of its language's views seen by distinct visitors (some view it twice). */
const PAGE_VISITORS = 0.85;

/**
 * `total` shared out by `weights`, each a little off its share as days are (±20%), in whole
 * numbers that add up to `total` (largest remainders).
 */
function split(random: Random, total: number, weights: readonly number[]): number[] {
  const noisy = weights.map((weight) => weight * (0.8 + 0.4 * random()));
  const sum = noisy.reduce((all, weight) => all + weight, 0);
  const exact = noisy.map((weight) => (total * weight) / sum);
  const whole = exact.map(Math.floor);
  let left = total - whole.reduce((all, count) => all + count, 0);
  const byRemainder = exact
    .map((value, index) => [value - Math.floor(value), index] as const)
    .sort((a, b) => b[0] - a[0]);
  for (const [, index] of byRemainder) {
    if (left-- <= 0) break;
    whole[index]! += 1;
  }
  return whole;
}

/** A dimension's rows: views, visits and visitors each shared out by one set of weights. */
function shared<T>(
  random: Random,
  totals: { views: number; visits: number; visitors: number },
  mix: Shares<T>,
  valueOf: (value: T) => string,
) {
  const views = split(random, totals.views, mix.weights);
  const visits = split(random, totals.visits, mix.weights);
  const visitors = split(random, totals.visitors, mix.weights);
  return mix.values.map((value, index) => ({
    value: valueOf(value),
    views: views[index]!,
    visits: visits[index]!,
    visitors: Math.min(visitors[index]!, views[index]!),
  }));
}

/** The pages of every language at once, each weighted by its language's share. */
function allPages(pages: PageMix, of: "entry" | "next"): Shares<string> {
  const entries = SITE_LANGUAGES.flatMap((language) => {
    const share = LANGUAGES.weights[LANGUAGES.values.indexOf(language)]!;
    const { values, weights } = pages[language][of];
    const sum = weights.reduce((all, weight) => all + weight, 0);
    return values.map((page, index) => [page, (share * weights[index]!) / sum] as const);
  });
  return { values: entries.map(([page]) => page), weights: entries.map(([, share]) => share) };
}

/** The 50 most visited sources of the day by name, the rest together, as a roll-up ranks them. */
function keptSources(rows: { value: string; views: number; visits: number; visitors: number }[]) {
  const ranked = rows
    .filter((row) => row.views > 0)
    .sort((a, b) => b.visits - a.visits || b.views - a.views || a.value.localeCompare(b.value));
  const kept = ranked.slice(0, SOURCES_KEPT_PER_DAY).map((row) => ({ ...row, other: false }));
  const rest = ranked.slice(SOURCES_KEPT_PER_DAY);
  if (!rest.length) return kept;
  const sum = (of: (row: (typeof rest)[number]) => number) =>
    rest.reduce((all, row) => all + of(row), 0);
  return [
    ...kept,
    {
      value: "",
      other: true,
      views: sum((row) => row.views),
      visits: sum((row) => row.visits),
      visitors: sum((row) => row.visitors),
    },
  ];
}

/**
 * A day's rows, about `viewsPerDay` page views on an average weekday; `weekday` 0 is Sunday.
 * Rows of no views are left out, as a roll-up has none.
 */
export function seededDayCounts(
  random: Random,
  { viewsPerDay, weekday, pages }: { viewsPerDay: number; weekday: number; pages: PageMix },
): DayCountRow[] {
  const views = Math.round(viewsPerDay * WEEKDAY_FACTOR[weekday]! * (0.92 + 0.16 * random()));
  const visits = Math.round(views * (1 - NEXT_VIEW) * (0.95 + 0.1 * random()));
  const visitors = Math.round(visits * (1 - RETURNING) * (0.95 + 0.1 * random()));
  const totals = { views, visits, visitors };
  const nextPages = allPages(pages, "next");
  const pageViews = split(random, views, nextPages.weights);
  // A page's visits are those it started: shared out by where visits begin.
  const entries = allPages(pages, "entry");
  const pageVisits = new Map(
    split(random, visits, entries.weights).map((count, index) => [entries.values[index]!, count]),
  );
  const byPage = nextPages.values.map((page, index) => ({
    value: page,
    views: pageViews[index]!,
    visits: Math.min(pageVisits.get(page) ?? 0, pageViews[index]!),
    visitors: Math.max(1, Math.round(pageViews[index]! * PAGE_VISITORS)),
  }));
  const rows: DayCountRow[] = [
    { dimension: "all", value: "", other: false, ...totals },
    ...byPage.map((row) => ({ dimension: "page" as const, other: false, ...row })),
    ...shared(random, totals, LANGUAGES, String).map((row) => ({
      dimension: "language" as const,
      other: false,
      ...row,
    })),
    ...shared(random, totals, DEVICE_MIX, String).map((row) => ({
      dimension: "device" as const,
      other: false,
      ...row,
    })),
    ...keptSources(shared(random, totals, SOURCES, sourceValue)).map((row) => ({
      dimension: "source" as const,
      ...row,
    })),
  ];
  return rows.filter((row) => row.views > 0);
}
