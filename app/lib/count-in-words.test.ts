import { expect, it } from "vitest";

import { countInWords } from "./count-in-words.ts";

it("writes small counts in words and larger ones in digits", () => {
  expect([1, 10, 11, 12, 13, 250].map(countInWords)).toEqual([
    "One",
    "Ten",
    "Eleven",
    "Twelve",
    "13",
    "250",
  ]);
});
