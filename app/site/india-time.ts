// India's time, once (issue 54): the agency and its visitors are in Pune, and every date the
// site and the inbox show, count or store by the day is IST, whatever the server's or the
// browser's zone.

/** India is UTC+05:30 all year (no daylight saving): a fixed offset is exact, with no zone data. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The same offset in a date-time's text: "2026-11-23T00:00:00+05:30". */
export const IST_OFFSET = "+05:30";

/** The zone's name, for Intl's formatting and PostgreSQL's `at time zone`. */
export const IST_ZONE = "Asia/Kolkata";

/** The day in India (`YYYY-MM-DD`) of a moment. */
export const istDay = (at: Date) =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** A day of India's calendar: always 24 hours, with no daylight saving. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` after `day` (before, when negative), both `YYYY-MM-DD`: calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
