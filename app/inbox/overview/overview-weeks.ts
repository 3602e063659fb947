import { IST_OFFSET_MS } from "#app/inbox/ist-time.ts";

/*
 * The overview's weeks: India's weeks (IST), from Monday 00:00 to the next Monday, the last
 * OVERVIEW_WEEKS of them with the current, partial one last. A week is named by its Monday,
 * `YYYY-MM-DD`, the key the overview's query gives each lead (to_char of date_trunc('week')
 * in Asia/Kolkata), so the two meet without converting times twice.
 */

export const OVERVIEW_WEEKS = 12;

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export type OverviewWeek = {
  /** Its Monday in India, `YYYY-MM-DD`. */
  key: string;
  /** Monday 00:00 IST. */
  start: Date;
};

/** The last `count` weeks in India at `now`, oldest first; the last holds `now`. */
export function overviewWeeks(now: Date, count: number = OVERVIEW_WEEKS): OverviewWeek[] {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const sinceMonday = (ist.getUTCDay() + 6) % 7;
  const monday = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - sinceMonday);
  return Array.from({ length: count }, (_, index) => {
    const shifted = monday - (count - 1 - index) * 7 * DAY_MS;
    return {
      key: new Date(shifted).toISOString().slice(0, 10),
      start: new Date(shifted - IST_OFFSET_MS),
    };
  });
}

/** A day of a key as [day, month name, year]: "2026-11-23" → [23, "Nov", 2026]. */
function dayOf(key: string, plusDays = 0): [number, string, number] {
  const [year, month, day] = key.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + plusDays));
  return [date.getUTCDate(), MONTHS[date.getUTCMonth()]!, date.getUTCFullYear()];
}

/** A week by its Monday, short: "23 Nov". */
export function weekLabel(key: string): string {
  const [day, month] = dayOf(key);
  return `${day} ${month}`;
}

/** A week's Monday as the chart's axis writes it, in two lines: day, and month. */
export function weekDayAndMonth(key: string): [day: string, month: string] {
  const [day, month] = dayOf(key);
  return [String(day), month];
}

/** A week whole, Monday to Sunday: "23–29 Nov", "28 Sep – 4 Oct". */
export function weekSpan(key: string): string {
  const [firstDay, firstMonth] = dayOf(key);
  const [lastDay, lastMonth] = dayOf(key, 6);
  return firstMonth === lastMonth
    ? `${firstDay}–${lastDay} ${lastMonth}`
    : `${firstDay} ${firstMonth} – ${lastDay} ${lastMonth}`;
}

/** The whole period, first Monday to the last week's Sunday: "1 Sep – 23 Nov 2026". */
export function periodSpan(weeks: readonly OverviewWeek[]): string {
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last) return "";
  const [firstDay, firstMonth, firstYear] = dayOf(first.key);
  const [lastDay, lastMonth, lastYear] = dayOf(last.key, 6);
  const start =
    firstYear === lastYear ? `${firstDay} ${firstMonth}` : `${firstDay} ${firstMonth} ${firstYear}`;
  return `${start} – ${lastDay} ${lastMonth} ${lastYear}`;
}
