import { expect, it } from "vitest";

import { seededRandom } from "./seeded-random.ts";

it("gives the same sequence for the same seed, in [0, 1)", () => {
  const a = seededRandom(42);
  const b = seededRandom(42);
  const first = Array.from({ length: 20 }, a);
  expect(Array.from({ length: 20 }, b)).toEqual(first);
  expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  expect(new Set(first).size).toBe(20);
});

it("differs between seeds", () => {
  expect(seededRandom(1)()).not.toBe(seededRandom(2)());
});
