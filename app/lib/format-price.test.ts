import { expect, it } from "vitest";

import { formatPrice } from "./format-price";

it("formats rupees with Indian digit grouping", () => {
  expect(formatPrice(6000)).toBe("₹6,000");
  expect(formatPrice(800)).toBe("₹800");
  expect(formatPrice(150000)).toBe("₹1,50,000");
});
