import type { ReactNode } from "react";

import { cn } from "#app/ui/cn.ts";
import { durationWords } from "#app/inbox/index.ts";
import { formatIndian } from "#app/lib/format-indian.ts";
import { formatPrice } from "#app/lib/format-price.ts";

import { percentOf } from "./chart-words.ts";

type Figures = {
  leads: number;
  won: { count: number; value: number; withoutValue: number };
  response: { medianMs: number | null; answered: number; waiting: number };
};

/** One number in large type, what it counts above it and a line of context under it. */
function Figure({
  label,
  value,
  note,
  wide = false,
}: {
  label: string;
  value: ReactNode;
  note: ReactNode;
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
    </div>
  );
}

/** The period's headline: leads, won, what the won work is worth, how fast the team answers. */
export function HeadlineFigures({ leads, won, response }: Figures) {
  const unanswered =
    response.waiting === 1
      ? "1 still unanswered"
      : `${formatIndian(response.waiting)} still unanswered`;
  return (
    <dl className="mt-2 grid grid-cols-2 gap-1.5 lg:grid-cols-4">
      <Figure label="Leads" value={formatIndian(leads)} note="received, spam left out" />
      <Figure
        label="Won"
        value={formatIndian(won.count)}
        note={`${percentOf(won.count, leads)} of the leads`}
      />
      <Figure
        label="Won value"
        wide
        value={formatPrice(won.value)}
        note={
          won.withoutValue === 0
            ? "every won lead has its value"
            : `${formatIndian(won.withoutValue)} won ${won.withoutValue === 1 ? "lead" : "leads"} without a value`
        }
      />
      <Figure
        label="Median first response"
        wide
        value={response.medianMs === null ? "–" : durationWords(response.medianMs)}
        note={
          response.medianMs === null
            ? `none answered yet, ${unanswered}`
            : `over ${formatIndian(response.answered)} answered, ${unanswered}`
        }
      />
    </dl>
  );
}
