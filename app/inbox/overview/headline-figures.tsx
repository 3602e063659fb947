import type { ReactNode } from "react";

import { cn } from "#app/ui/cn.ts";
import { durationWords } from "#app/inbox/index.ts";
import { formatIndian } from "#app/lib/format-indian.ts";
import { formatPrice } from "#app/lib/format-price.ts";

import { percentOf } from "./chart-words.ts";
import { quotesPer100 } from "./origin-rows.ts";
import { dayLabel } from "./overview-period.ts";
import { countedWhole, NO_FIGURE } from "./overview-tables.ts";
import type { Overview } from "./read-overview.server.ts";

/** One number in large type, what it counts above it and lines of context under it. */
function Figure({
  label,
  value,
  note,
  before,
  wide = false,
}: {
  label: string;
  value: ReactNode;
  note: ReactNode;
  /** The same figure for the period before. */
  before: ReactNode;
  /** A long value (rupees, a duration) takes the phone's whole width rather than breaking. */
  wide?: boolean;
}) {
  return (
    <div
      className={cn(
        "rounded-2xl bg-white p-2 ring-1 ring-ink-200/70",
        wide && "col-span-2 sm:col-span-1",
      )}
    >
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd className="mt-0.5 font-display text-2xl font-extrabold break-words text-ink-950 tabular-nums md:text-3xl">
        {value}
      </dd>
      <dd className="mt-0.5 text-xs text-ink-600">{note}</dd>
      <dd className="mt-0.5 text-xs text-ink-700 tabular-nums">{before}</dd>
    </div>
  );
}

/** A rate of quotes to visits with one decimal, or "—". */
const rateText = (rate: number | null) => (rate === null ? NO_FIGURE : rate.toFixed(1));

/**
 * The period's headline: its visitors and visits, the quotes they became and at what rate, the
 * won leads and what they are worth, how fast the team answers; each beside the same figure
 * for as many days just before.
 */
export function HeadlineFigures({ overview }: { overview: Overview }) {
  const { period, leads, visits } = overview;
  const since = visits.countedSince;
  const countedNow = countedWhole(overview);
  const countedBefore = since !== null && since <= period.previous.from;
  const before = (value: string) => `${period.current.days} days before: ${value}`;
  // Before the first visit was counted there is no figure, not a zero; after, the count says
  // since when it was kept.
  const visitFigure = (value: number) => (since === null ? NO_FIGURE : formatIndian(value));
  const countingNote =
    since === null ? "not counted yet" : countedNow ? null : `counted since ${dayLabel(since)}`;
  const unanswered = (waiting: number) =>
    waiting === 1 ? "1 still unanswered" : `${formatIndian(waiting)} still unanswered`;
  const median = (ms: number | null) => (ms === null ? NO_FIGURE : durationWords(ms));
  return (
    <dl className="mt-2 grid grid-cols-2 gap-1.5 lg:grid-cols-4">
      <Figure
        label="Visitors"
        value={visitFigure(visits.current.visitors)}
        note={countingNote ?? "each day's visitors, added up"}
        before={before(countedBefore ? formatIndian(visits.previous.visitors) : NO_FIGURE)}
      />
      <Figure
        label="Visits"
        value={visitFigure(visits.current.visits)}
        note={countingNote ?? "a visit ends after 30 minutes without a page"}
        before={before(countedBefore ? formatIndian(visits.previous.visits) : NO_FIGURE)}
      />
      <Figure
        label="Quotes"
        value={formatIndian(leads.leads)}
        note="requests received, spam left out"
        before={before(formatIndian(leads.previous.leads))}
      />
      <Figure
        label="Quotes per 100 visits"
        value={rateText(countedNow ? quotesPer100(leads.leads, visits.current.visits) : null)}
        note={countingNote ?? "quotes ÷ visits × 100"}
        before={before(
          rateText(
            countedBefore ? quotesPer100(leads.previous.leads, visits.previous.visits) : null,
          ),
        )}
      />
      <Figure
        label="Won"
        value={formatIndian(leads.won.count)}
        note={`${percentOf(leads.won.count, leads.leads)} of these days' quotes, won by now`}
        before={before(formatIndian(leads.previous.won.count))}
      />
      <Figure
        label="Won value"
        wide
        value={formatPrice(leads.won.value)}
        note={
          leads.won.withoutValue === 0
            ? "every won lead has its value"
            : `${formatIndian(leads.won.withoutValue)} won ${leads.won.withoutValue === 1 ? "lead" : "leads"} without a value`
        }
        before={before(formatPrice(leads.previous.won.value))}
      />
      <Figure
        label="Median first response"
        wide
        value={median(leads.response.medianMs)}
        note={
          leads.response.medianMs === null
            ? `none answered yet, ${unanswered(leads.response.waiting)}`
            : `over ${formatIndian(leads.response.answered)} answered, ${unanswered(leads.response.waiting)}`
        }
        before={before(median(leads.previous.response.medianMs))}
      />
    </dl>
  );
}
