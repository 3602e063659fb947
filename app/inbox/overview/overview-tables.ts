import { STATUS_LABELS } from "#app/db/lead-status.ts";
import { formatIndian } from "#app/lib/format-indian.ts";
import { formatPrice } from "#app/lib/format-price.ts";

import type { Overview } from "./read-overview.server.ts";
import { percentOf } from "./chart-words.ts";
import { type OriginRow, type OriginSplit, quotesPer100 } from "./origin-rows.ts";
import { bucketSpan, PERIODS, type PeriodKey } from "./overview-period.ts";
import type { Series } from "./overview-series.ts";

/*
 * Every table of the overview once, as rows of values: the page draws each under its chart and
 * the download (/admin/overview.csv) writes the same rows, so each CSV is its table. A value is
 * a text, a number of a kind (a count, rupees, a rate) or null where it means nothing ("—").
 */

/** The tables, by the name their download is asked for. */
export const OVERVIEW_TABLES = {
  "visits-and-quotes": "Visitors and quotes",
  "leads-by-source": "Leads by source",
  "leads-by-service": "Leads by service",
  pipeline: "Pipeline",
  "entry-pages": "Entry pages",
  sources: "Sources",
  campaigns: "Campaigns",
  languages: "Languages",
  devices: "Devices",
} as const;
export type OverviewTableId = keyof typeof OVERVIEW_TABLES;
export const OVERVIEW_TABLE_IDS = Object.keys(OVERVIEW_TABLES) as OverviewTableId[];

/** What a column holds, which says how its values are written. */
export type ColumnKind = "text" | "count" | "rupees" | "rate";
export type TableColumn = { label: string; kind: ColumnKind };
export type TableValue = string | number | null;
/** A row: its first value names it (the row's header). */
export type TableRow = readonly TableValue[];

export type OverviewTable = {
  id: OverviewTableId;
  caption: string;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  /** The totals' row, when the table has one. */
  total?: TableRow;
};

/** What is written where a figure means nothing: no visits, or counting began later. */
export const NO_FIGURE = "—";

/** A value as the page writes it. */
export function valueText(value: TableValue, kind: ColumnKind): string {
  if (value === null) return NO_FIGURE;
  if (typeof value === "string") return value;
  if (kind === "rupees") return formatPrice(value);
  if (kind === "rate") return value.toFixed(1);
  return formatIndian(value);
}

/** A value as the download writes it: numbers plain, so a spreadsheet adds them up. */
export function valueCell(value: TableValue, kind: ColumnKind): string {
  if (value === null) return NO_FIGURE;
  if (typeof value === "string") return value;
  if (kind === "rate") return value.toFixed(1);
  return String(Math.round(value));
}

const count = (label: string): TableColumn => ({ label, kind: "count" });
const text = (label: string): TableColumn => ({ label, kind: "text" });

/** The period's days as a table's caption ends: "last 30 days". */
const periodWords = (key: PeriodKey) => `last ${PERIODS[key].name}`;

/** Leads per bucket split one way: a column a series, and all of them. */
function bucketedLeads(
  id: OverviewTableId,
  overview: Overview,
  series: readonly Series[],
): OverviewTable {
  const { period, leads } = overview;
  const unit = period.unit;
  return {
    id,
    caption: `Leads per ${unit} by ${id === "leads-by-source" ? "source" : "service"}, a row a ${unit} (${periodWords(period.key)})`,
    columns: [
      text(unit === "day" ? "Day" : "Week"),
      ...series.map((one) => count(one.name)),
      count("All"),
    ],
    rows: period.buckets.map((bucket, index) => [
      bucketLabel(overview, index),
      ...series.map((one) => one.counts[index] ?? 0),
      leads.perBucket[index] ?? 0,
    ]),
    total: [
      `${period.buckets.length} ${unit}s`,
      ...series.map((one) => one.total),
      leads.perBucket.reduce((sum, n) => sum + n, 0),
    ],
  };
}

/** A bucket's row header: its days, the last one "so far". */
function bucketLabel({ period }: Overview, index: number): string {
  const span = bucketSpan(period.buckets[index]!, period.unit);
  return index === period.buckets.length - 1 ? `${span} (so far)` : span;
}

/**
 * Whether the period's visits were all counted: counting began on or before its first day.
 * Before that, a rate of quotes to visits would set quotes against part of their visits.
 */
export const countedWhole = ({ visits, period }: Overview) =>
  visits.countedSince !== null && visits.countedSince <= period.current.from;

const ORIGIN_NAMES: Record<OriginSplit, string> = {
  page: "Entry page",
  source: "Source",
  campaign: "Campaign",
  language: "Language",
  device: "Device",
};
const ORIGIN_TABLES: Record<OriginSplit, OverviewTableId> = {
  page: "entry-pages",
  source: "sources",
  campaign: "campaigns",
  language: "languages",
  device: "devices",
};

/** Visits, quotes and won value by where the visit began. */
function originTable(overview: Overview, split: OriginSplit): OverviewTable {
  const id = ORIGIN_TABLES[split];
  const whole = countedWhole(overview);
  const rows: OriginRow[] = overview.origins[split];
  const sum = (of: (row: OriginRow) => number) => rows.reduce((all, row) => all + of(row), 0);
  const line = (name: string, row: Omit<OriginRow, "name">): TableRow => [
    name,
    row.visits,
    row.quotes,
    whole ? quotesPer100(row.quotes, row.visits) : null,
    row.won,
    row.wonValue,
  ];
  const all = {
    visits: sum((row) => row.visits),
    quotes: sum((row) => row.quotes),
    won: sum((row) => row.won),
    wonValue: sum((row) => row.wonValue),
  };
  return {
    id,
    caption: `${OVERVIEW_TABLES[id]}: visits, the quotes they led to and the won value (${periodWords(overview.period.key)})`,
    columns: [
      text(ORIGIN_NAMES[split]),
      count("Visits"),
      count("Quotes"),
      { label: "Quotes per 100 visits", kind: "rate" },
      count("Won"),
      { label: "Won ₹", kind: "rupees" },
    ],
    rows: rows.map((row) => line(row.name, row)),
    total: line("All", all),
  };
}

/** Every table of the overview. */
export function overviewTables(overview: Overview): Record<OverviewTableId, OverviewTable> {
  const { period, leads, visits } = overview;
  const whole = countedWhole(overview);
  const since = visits.countedSince;
  const allQuotes = leads.perBucket;
  const funnelAll = leads.funnel[0]?.count ?? 0;
  return {
    "visits-and-quotes": {
      id: "visits-and-quotes",
      caption: `Visitors, visits and quotes, a row a ${period.unit} (${periodWords(period.key)})`,
      columns: [
        text(period.unit === "day" ? "Day" : "Week"),
        count("Visitors"),
        count("Visits"),
        count("Quotes"),
        { label: "Quotes per 100 visits", kind: "rate" },
      ],
      rows: period.buckets.map((bucket, index) => {
        const counted = since !== null && since <= bucket.first;
        const { visitors, visits: count } = visits.perBucket[index]!;
        const quotes = allQuotes[index] ?? 0;
        return [
          bucketLabel(overview, index),
          counted ? visitors : null,
          counted ? count : null,
          quotes,
          counted ? quotesPer100(quotes, count) : null,
        ];
      }),
      total: [
        "All",
        visits.current.visitors,
        visits.current.visits,
        leads.leads,
        whole ? quotesPer100(leads.leads, visits.current.visits) : null,
      ],
    },
    "leads-by-source": bucketedLeads("leads-by-source", overview, leads.bySource),
    "leads-by-service": bucketedLeads("leads-by-service", overview, leads.byService),
    pipeline: {
      id: "pipeline",
      caption: `Pipeline: leads that reached each step (${periodWords(period.key)})`,
      columns: [text("Step"), count("Leads"), text("Of all leads")],
      rows: [
        ...leads.funnel.map(({ step, count }) => [
          STATUS_LABELS[step],
          count,
          percentOf(count, funnelAll),
        ]),
        ["Lost (now)", leads.lost, percentOf(leads.lost, funnelAll)],
        ["Spam (not among the leads)", leads.spam, null],
      ],
    },
    "entry-pages": originTable(overview, "page"),
    sources: originTable(overview, "source"),
    campaigns: originTable(overview, "campaign"),
    languages: originTable(overview, "language"),
    devices: originTable(overview, "device"),
  };
}
