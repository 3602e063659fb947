import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { STATUS_LABELS } from "#app/inbox/index.ts";
import type { FunnelStep } from "#app/inbox/index.ts";
import { formatIndian } from "#app/lib/format-indian.ts";

import { leadsCount, percentOf } from "./chart-words.ts";
import { OverviewTableView } from "./numbers-table.tsx";
import type { PeriodKey } from "./overview-period.ts";
import type { OverviewTable } from "./overview-tables.ts";

/** Each step's colour, deepening towards Won, which is the overview's green. */
const STEP_FILL: Record<FunnelStep, string> = {
  new: "fill-brand-700",
  contacted: "fill-brand-600",
  "quote-sent": "fill-brand-500",
  won: "fill-mint-700",
};

/** A step's bar fills this much of its row's height; the rest is the joint to the next. */
const BAR = 0.6;

type Step = { step: FunnelStep; count: number };

/**
 * The pipeline as a funnel: how many of the period's leads reached each step (or a later
 * one), a bar a step centred under the one before and as wide as its share of the leads, with
 * Lost and Spam beside it. Like the weekly charts: an SVG stretched to its box, the words in
 * HTML beside it, one picture named by a sentence for a screen reader, and a table.
 */
export function PipelineFunnel({
  funnel,
  lost,
  spam,
  table,
  period,
}: {
  funnel: readonly Step[];
  lost: number;
  spam: number;
  /** Its numbers, to read or download. */
  table: OverviewTable;
  period: PeriodKey;
}) {
  const all = funnel[0]?.count ?? 0;
  const width = (count: number) => (all === 0 ? 0 : Math.max(0.8, (count / all) * 100));
  const reached = funnel
    .slice(1)
    .map(
      ({ step, count }) => `${formatIndian(count)} ${STEP_WORDS[step]} (${percentOf(count, all)})`,
    )
    .join(", ");
  const summary = `Pipeline of ${leadsCount(all)}: ${reached}. Beside it, ${formatIndian(lost)} lost now and ${formatIndian(spam)} filed as spam.`;
  return (
    <AdminPanel id="pipeline-title" title="Pipeline">
      <p className="mt-0.5 max-w-prose text-sm text-ink-700">
        How far the leads got: each counts at every step up to the furthest its history reached, so
        a lead lost after a quote is counted as contacted and quoted.
      </p>
      <div className="mt-2 grid gap-2 md:grid-cols-[minmax(0,1fr)_14rem] md:items-center">
        <div className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-1.5 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
          <ol aria-hidden="true" className="grid">
            {funnel.map(({ step, count }) => (
              <li key={step} className="flex h-6 flex-col justify-center leading-tight">
                <span className="text-sm font-semibold text-ink-950">{STATUS_LABELS[step]}</span>
                <span className="text-xs text-ink-600 tabular-nums">
                  {formatIndian(count)} · {percentOf(count, all)}
                </span>
              </li>
            ))}
          </ol>
          <svg
            role="img"
            aria-label={summary}
            viewBox={`0 0 100 ${funnel.length}`}
            preserveAspectRatio="none"
            className="block h-full w-full"
          >
            {funnel.slice(1).map(({ step, count }, index) => {
              const above = width(funnel[index]!.count);
              const below = width(count);
              const top = index + (1 + BAR) / 2;
              const bottom = index + 1 + (1 - BAR) / 2;
              const points = [
                [(100 - above) / 2, top],
                [(100 + above) / 2, top],
                [(100 + below) / 2, bottom],
                [(100 - below) / 2, bottom],
              ];
              return (
                <polygon
                  key={step}
                  points={points.map((point) => point.join(",")).join(" ")}
                  className="fill-brand-100"
                />
              );
            })}
            {funnel.map(({ step, count }, index) => (
              <rect
                key={step}
                x={(100 - width(count)) / 2}
                y={index + (1 - BAR) / 2}
                width={width(count)}
                height={BAR}
                className={STEP_FILL[step]}
              />
            ))}
          </svg>
        </div>
        <dl className="grid grid-cols-2 gap-1 md:grid-cols-1">
          <div className="rounded-xl bg-ink-50 p-1.5 ring-1 ring-ink-200/70">
            <dt className="text-sm font-semibold text-ink-700">Lost</dt>
            <dd className="font-display text-2xl font-extrabold text-ink-950 tabular-nums">
              {formatIndian(lost)}
            </dd>
            <dd className="text-xs text-ink-600">{percentOf(lost, all)} of the leads, now</dd>
          </div>
          <div className="rounded-xl bg-ink-50 p-1.5 ring-1 ring-ink-200/70">
            <dt className="text-sm font-semibold text-ink-700">Spam</dt>
            <dd className="font-display text-2xl font-extrabold text-ink-950 tabular-nums">
              {formatIndian(spam)}
            </dd>
            <dd className="text-xs text-ink-600">filed apart, counted nowhere else</dd>
          </div>
        </dl>
      </div>
      <OverviewTableView table={table} period={period} />
    </AdminPanel>
  );
}

/** A step reached, in the summary's words. */
const STEP_WORDS: Record<FunnelStep, string> = {
  new: "received",
  contacted: "contacted",
  "quote-sent": "sent a quote",
  won: "won",
};
