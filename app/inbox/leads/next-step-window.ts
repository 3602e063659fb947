import { formatIstDay } from "#app/inbox/format-ist.ts";
import { istEndOfDay } from "#app/inbox/ist-time.ts";
import { DAY_MS } from "#app/site/india-time.ts";

/*
 * When a lead's next step may be due: from a year ago to five years ahead, in whole days in
 * India. A year typed wrong (0026, 2206) is refused with the window, rather than listed first
 * among the follow-ups as overdue for centuries, or never coming due.
 */

const NEXT_STEP_YEARS_BACK = 1;
const NEXT_STEP_YEARS_AHEAD = 5;

/** The first moment a next step may be due and the moment after the last, around `now`. */
function nextStepWindow(now: Date): { from: Date; until: Date } {
  const yearsFrom = (years: number) => {
    const at = new Date(now);
    at.setUTCFullYear(at.getUTCFullYear() + years);
    return at;
  };
  return {
    from: new Date(istEndOfDay(yearsFrom(-NEXT_STEP_YEARS_BACK)).getTime() - DAY_MS),
    until: istEndOfDay(yearsFrom(NEXT_STEP_YEARS_AHEAD)),
  };
}

const yearsWords = (years: number) => (years === 1 ? "a year" : `${years} years`);

/** Why a next step's time is refused, in words; undefined when it is in the window. */
export function nextStepDueProblem(at: Date, now: Date): string | undefined {
  const { from, until } = nextStepWindow(now);
  if (at >= from && at < until) return undefined;
  const lastDay = formatIstDay(new Date(until.getTime() - 1));
  const window = `Choose one from ${formatIstDay(from)} to ${lastDay}.`;
  return at < from
    ? `That day is more than ${yearsWords(NEXT_STEP_YEARS_BACK)} ago. ${window}`
    : `That day is more than ${yearsWords(NEXT_STEP_YEARS_AHEAD)} ahead. ${window}`;
}
