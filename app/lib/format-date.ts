import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { IST_OFFSET } from "#app/site/india-time.ts";

/**
 * The month's name in the page's language. Messages (messages/blog/), so that each language's
 * build carries only its own twelve names, inlined as text (docs/decisions/028-languages-built-apart.md).
 */
function monthName(month: number): string {
  return [
    m.blog_month_january(),
    m.blog_month_february(),
    m.blog_month_march(),
    m.blog_month_april(),
    m.blog_month_may(),
    m.blog_month_june(),
    m.blog_month_july(),
    m.blog_month_august(),
    m.blog_month_september(),
    m.blog_month_october(),
    m.blog_month_november(),
    m.blog_month_december(),
  ][month - 1]!;
}

/**
 * A date in the page's language, Latin digits in all three (content/glossary.yaml):
 * "2026-03-05" → "05 March 2026" (as Intl's en-IN long date writes it), "5 मार्च 2026" (Marathi,
 * as mr-IN-u-nu-latn writes it but without its comma after the month, as the glossary and the
 * articles write dates), "5 मार्च 2026" (Hindi, as hi-IN-u-nu-latn writes it). Written by hand for
 * the same reason as formatPrice: an `Intl.DateTimeFormat` costs the article page's first task
 * tens of milliseconds of locale loading on a phone.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  const dayOfMonth = getLocale() === "en" ? day : String(Number(day));
  return `${dayOfMonth} ${monthName(Number(month))} ${year}`;
}

/** The start of a YYYY-MM-DD day in India (IST, UTC+05:30): when an article was published. */
export function startOfDayInIndia(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00${IST_OFFSET}`);
}
