// Times in the inbox are India's (IST, UTC+5:30), whatever the server's own time zone.

import { IST_ZONE } from "#app/site/india-time.ts";

const IST = IST_ZONE;

const fullFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "23 Nov 2026, 2:05 pm IST". */
export const formatIst = (at: Date) => `${fullFormat.format(at)} IST`;

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST,
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** The day in India: "23 Nov 2026". */
export const formatIstDay = (at: Date) => dayFormat.format(at);

const relative = new Intl.RelativeTimeFormat("en-IN", { numeric: "auto" });

const STEPS: [limit: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [60, "second", 1],
  [3600, "minute", 60],
  [86_400, "hour", 3600],
  [604_800, "day", 86_400],
  [2_629_800, "week", 604_800],
  [31_557_600, "month", 2_629_800],
  [Number.POSITIVE_INFINITY, "year", 31_557_600],
];

/** "2 hours ago", "yesterday", "3 weeks ago"; "just now" under a minute. */
export function timeAgo(at: Date, now: Date): string {
  const seconds = Math.round((now.getTime() - at.getTime()) / 1000);
  if (seconds < 60) return "just now";
  const [, unit, size] = STEPS.find(([limit]) => seconds < limit)!;
  return relative.format(-Math.floor(seconds / size), unit);
}
