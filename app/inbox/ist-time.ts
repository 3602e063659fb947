// A date and time as a `datetime-local` field holds it ("2026-11-27T10:30"), read and written
// as India's time (IST, UTC+05:30 all year) whatever the browser's or the server's zone.

import { IST_OFFSET_MS } from "#app/site/india-time.ts";

export { IST_OFFSET_MS };
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The UTC moment of a date and time, rolled over as Date.UTC rolls it (day 32, hour 24). Not
 * Date.UTC itself: it reads years 0 to 99 as 1900 to 1999, so year 0026 would become 1926.
 */
function utcMoment(year: number, monthIndex: number, day: number, hour = 0, minute = 0): Date {
  const at = new Date(0);
  at.setUTCFullYear(year, monthIndex, day);
  at.setUTCHours(hour, minute);
  return at;
}

/** The moment a field's value names in IST, or undefined when it names none. */
export function parseIstDateTime(value: string): Date | undefined {
  const match = LOCAL.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const back = utcMoment(year, month - 1, day, hour, minute);
  // 31 February or 25:00 roll over: refuse them instead.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) {
    return undefined;
  }
  return new Date(back.getTime() - IST_OFFSET_MS);
}

/** A moment as a field's value, in IST. */
export function istDateTimeValue(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The moment the IST day of `at` ends (the next midnight in India). */
export function istEndOfDay(at: Date): Date {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const midnight = utcMoment(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + 1);
  return new Date(midnight.getTime() - IST_OFFSET_MS);
}
