import { expect, it } from "vitest";

import { formatIndian } from "./format-indian.ts";

it("groups counts the Indian way too, as Intl's en-IN numbers do", () => {
  const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
  for (const count of [0, 7, 973, 10959, 100000, 12345678, -2500]) {
    expect(formatIndian(count)).toBe(intl.format(count));
  }
});
