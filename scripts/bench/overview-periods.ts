// The overview's periods (issue 57: /admin/overview?period=…), as bench:inbox asks for them and
// reads their visits: the page's own (app/inbox/overview/overview-period.ts), each a span of
// days in India ending today and as many days again just before it.
import { overviewPeriod, PERIOD_KEYS, PERIODS, type PeriodKey } from "#app/inbox/index.ts";
import { IST_OFFSET } from "#app/site/india-time.ts";

/** Days in India, `YYYY-MM-DD`, both counted. */
export type DaySpan = { from: string; to: string };

export type OverviewPeriod = {
  /** The address's `period` value. */
  param: PeriodKey;
  /** As the tables name it. */
  name: string;
  /** The period at `today` and the one before it. */
  spans(today: string): { current: DaySpan; previous: DaySpan };
};

/** The four periods, shortest first; 12 weeks is the overview's default. */
export const OVERVIEW_PERIODS: readonly OverviewPeriod[] = PERIOD_KEYS.map((param) => ({
  param,
  name: PERIODS[param].name,
  spans(today) {
    // Noon in India on `today`.
    const { current, previous } = overviewPeriod(param, new Date(`${today}T12:00:00${IST_OFFSET}`));
    return {
      current: { from: current.from, to: current.to },
      previous: { from: previous.from, to: previous.to },
    };
  },
}));

/** The overview's address for a period. */
export const overviewAddress = (period: OverviewPeriod) => `/admin/overview?period=${period.param}`;
