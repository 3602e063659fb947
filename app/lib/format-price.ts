/**
 * 6000 → "₹6,000"; Indian digit grouping (₹1,50,000), as Intl's en-IN INR format writes it.
 * Written by hand: building an `Intl.NumberFormat` loads locale data on the main thread,
 * about 70 ms on a mid-range phone, in the task that starts the page.
 */
export function formatPrice(amount: number): string {
  const digits = Math.round(Math.abs(amount)).toString();
  const thousands = digits.slice(-3);
  const higher = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${amount < 0 ? "-" : ""}₹${higher ? `${higher},` : ""}${thousands}`;
}
