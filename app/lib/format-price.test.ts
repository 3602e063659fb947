import { expect, it } from "vitest";

import { formatPrice } from "./format-price.ts";

it("formats rupees with Indian digit grouping", () => {
  expect(formatPrice(6000)).toBe("₹6,000");
  expect(formatPrice(800)).toBe("₹800");
  expect(formatPrice(150000)).toBe("₹1,50,000");
});

it("writes what Intl's en-IN rupee format writes, for every size of amount", () => {
  const intl = new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 0,
  });
  for (const amount of [
    0, 5, 99, 1000, 12345, 999999, 1234567, 98765432, 1234567890, 2499.6, -45000,
  ]) {
    expect(formatPrice(amount)).toBe(intl.format(amount));
  }
});
