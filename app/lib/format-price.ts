const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** 6000 → "₹6,000"; Indian digit grouping (₹1,50,000). */
export function formatPrice(amount: number): string {
  return rupees.format(amount);
}
