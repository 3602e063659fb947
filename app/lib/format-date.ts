const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2026-03-05" → "05 March 2026", as Intl's en-IN long date writes it. Written by hand for the
 * same reason as formatPrice: an `Intl.DateTimeFormat` costs the article page's first task
 * tens of milliseconds of locale loading on a phone.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** The start of a YYYY-MM-DD day in India (IST, UTC+05:30): when an article was published. */
export function startOfDayInIndia(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+05:30`);
}
