import { addDays, DAY_MS, IST_OFFSET, istDay } from "#app/site/india-time.ts";

/*
 * The overview's period (issue 57): the last 7, 30 or 90 days in India, or the last 12 weeks
 * from Monday, chosen by a plain address parameter (`?period=30d`); every figure, chart, table
 * and download of the page reads the same one. Days are India's (IST), whatever the server's
 * zone: a period runs from its first day's 00:00 IST to the end of today, and the previous
 * period is as many days again, just before it. Charts count by the day for 7 and 30 days and
 * by the week from Monday for the rest; a week that began before the period counts only its
 * days within it.
 */

/** The address parameter that names the period. */
export const PERIOD_PARAM = "period";

type PeriodFacts = {
  /** As the page's period links and headings say it. */
  readonly name: string;
  /** How charts bucket it. */
  readonly unit: "day" | "week";
} & ({ readonly days: number } | { readonly weeks: number });

export const PERIODS = {
  "7d": { name: "7 days", unit: "day", days: 7 },
  "30d": { name: "30 days", unit: "day", days: 30 },
  "90d": { name: "90 days", unit: "week", days: 90 },
  "12w": { name: "12 weeks", unit: "week", weeks: 12 },
} as const satisfies Record<string, PeriodFacts>;

export type PeriodKey = keyof typeof PERIODS;
export type BucketUnit = PeriodFacts["unit"];

/** The period before anyone chooses: the overview's 12 weeks, as it always showed. */
export const DEFAULT_PERIOD: PeriodKey = "12w";

export const PERIOD_KEYS = Object.keys(PERIODS) as PeriodKey[];

/** The period an address names; anything else, or nothing, is the default. */
export function readPeriod(value: string | null | undefined): PeriodKey {
  return PERIOD_KEYS.find((key) => key === value) ?? DEFAULT_PERIOD;
}

/** A span of India's days, both ends counted, and the moments it runs between. */
export type DaySpan = {
  /** The first and the last day, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** How many days it holds. */
  days: number;
  /** 00:00 IST of `from`, and of the day after `to` (not counted). */
  start: Date;
  end: Date;
};

/** A chart's column: a day, or a week by its Monday, cut to the period. */
export type Bucket = {
  /** The day, or the week's Monday (`YYYY-MM-DD`): what the queries group by. */
  key: string;
  /** Its first and last days within the period. */
  first: string;
  last: string;
};

export type OverviewPeriod = {
  key: PeriodKey;
  name: string;
  unit: BucketUnit;
  /** Today in India: the period's last day, counted so far. */
  today: string;
  current: DaySpan;
  previous: DaySpan;
  buckets: Bucket[];
};

/** 00:00 IST of a day. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00${IST_OFFSET}`);

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function span(from: string, days: number): DaySpan {
  const to = addDays(from, days - 1);
  return { from, to, days, start: dayStart(from), end: dayStart(addDays(to, 1)) };
}

/** The period `key` at `now`: its days, the previous period's, and the charts' buckets. */
export function overviewPeriod(key: PeriodKey, now: Date): OverviewPeriod {
  const facts: PeriodFacts = PERIODS[key];
  const today = istDay(now);
  const from =
    "days" in facts
      ? addDays(today, 1 - facts.days)
      : addDays(mondayOf(today), -7 * (facts.weeks - 1));
  const current = span(
    from,
    Math.round((dayStart(today).getTime() - dayStart(from).getTime()) / DAY_MS) + 1,
  );
  const previous = span(addDays(from, -current.days), current.days);
  return {
    key,
    name: facts.name,
    unit: facts.unit,
    today,
    current,
    previous,
    buckets: bucketsOf(current, facts.unit),
  };
}

/** The span's days, or its weeks from Monday, each cut to the span. */
export function bucketsOf(days: DaySpan, unit: BucketUnit): Bucket[] {
  const buckets: Bucket[] = [];
  for (let key = unit === "day" ? days.from : mondayOf(days.from); key <= days.to;) {
    const next = addDays(key, unit === "day" ? 1 : 7);
    const last = addDays(next, -1);
    buckets.push({
      key,
      first: key < days.from ? days.from : key,
      last: last > days.to ? days.to : last,
    });
    key = next;
  }
  return buckets;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** A day as [day of month, month name, year]: "2026-11-23" → [23, "Nov", 2026]. */
function dayParts(day: string): [number, string, number] {
  const date = new Date(`${day}T00:00:00Z`);
  return [date.getUTCDate(), MONTHS[date.getUTCMonth()]!, date.getUTCFullYear()];
}

/** A day, short: "23 Nov". */
export function dayLabel(day: string): string {
  const [date, month] = dayParts(day);
  return `${date} ${month}`;
}

/** A day as a chart's axis writes it, in two lines: day of month, and month. */
export function dayAndMonth(day: string): [day: string, month: string] {
  const [date, month] = dayParts(day);
  return [String(date), month];
}

/** A bucket whole: "Mon 23 Nov" for a day, "23–29 Nov" or "28 Sep – 4 Oct" for a week. */
export function bucketSpan(bucket: Bucket, unit: BucketUnit): string {
  if (unit === "day") {
    return `${WEEKDAYS[new Date(`${bucket.key}T00:00:00Z`).getUTCDay()]} ${dayLabel(bucket.key)}`;
  }
  const [firstDay, firstMonth] = dayParts(bucket.first);
  const [lastDay, lastMonth] = dayParts(bucket.last);
  if (bucket.first === bucket.last) return `${firstDay} ${firstMonth}`;
  return firstMonth === lastMonth
    ? `${firstDay}–${lastDay} ${lastMonth}`
    : `${firstDay} ${firstMonth} – ${lastDay} ${lastMonth}`;
}

/** A span of days, with the year once unless it crosses one: "14 Sep – 6 Dec 2026". */
export function daySpanText({ from, to }: { from: string; to: string }): string {
  const [firstDay, firstMonth, firstYear] = dayParts(from);
  const [lastDay, lastMonth, lastYear] = dayParts(to);
  const start =
    firstYear === lastYear ? `${firstDay} ${firstMonth}` : `${firstDay} ${firstMonth} ${firstYear}`;
  return `${start} – ${lastDay} ${lastMonth} ${lastYear}`;
}
