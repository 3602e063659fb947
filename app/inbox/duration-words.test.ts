import { expect, it } from "vitest";

import { durationWords } from "./duration-words.ts";

it("says a wait the way a person would", () => {
  const minute = 60_000;
  expect(durationWords(20_000)).toBe("under a minute");
  expect(durationWords(45 * minute)).toBe("45 min");
  expect(durationWords(190 * minute)).toBe("3 h 10 min");
  expect(durationWords(120 * minute)).toBe("2 h");
  expect(durationWords(24 * 60 * minute)).toBe("1 day");
  expect(durationWords(52 * 60 * minute)).toBe("2 days 4 h");
});
