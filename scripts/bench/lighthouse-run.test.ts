// @vitest-environment node
import { expect, it } from "vitest";

import {
  appliedSlowdown,
  cpuCells,
  describeRoundCpu,
  parseFixedSlowdown,
  rangeCell,
} from "./lighthouse-run.ts";
import { sampleRun } from "./summary.test-helpers.ts";

const run = (roundIndex: number, slowdown: number) => sampleRun({ roundIndex, slowdown });

it("shows a range lowest–highest, and one figure where its ends agree", () => {
  expect(rangeCell({ min: 1450, max: 3900 })).toBe("1450–3900");
  expect(rangeCell({ min: 2.94, max: 7.8 }, 1)).toBe("2.9–7.8");
  expect(rangeCell({ min: 4, max: 4 }, 1)).toBe("4.0");
  // Ends that differ only past the digits shown read as one figure.
  expect(rangeCell({ min: 2000.2, max: 2000.4 })).toBe("2000");
});

it("shows the index and slowdown a row's runs stood for, whatever their order", () => {
  expect(cpuCells([run(2900, 5.8), run(1450, 2.9), run(3900, 7.8)])).toEqual({
    "CPU index": "1450–3900",
    slowdown: "2.9–7.8",
  });
  expect(cpuCells([run(2000, 4), run(2100, 4)])).toEqual({
    "CPU index": "2000–2100",
    slowdown: "4.0",
  });
});

it("says what phone a bench's rounds stood for: the index once slowed", () => {
  const line = describeRoundCpu([
    { index: 1450, slowdown: 2.9 },
    { index: 3900, slowdown: 7.8 },
    { index: 2600, slowdown: 4 },
  ]);
  expect(line).toContain("benchmark index before each round 1450–3900");
  expect(line).toContain("CPU slowdown 2.9–7.8");
  expect(line).toContain("index ÷ slowdown 500–650");
});

it("takes a fixed slowdown of at least 1, or none", () => {
  expect(parseFixedSlowdown(undefined)).toBeUndefined();
  expect(parseFixedSlowdown("4")).toBe(4);
  expect(parseFixedSlowdown("5.5")).toBe(5.5);
  for (const option of ["0.5", "fast", "", "Infinity"]) {
    expect(() => parseFixedSlowdown(option)).toThrow(/--slowdown/);
  }
});

it("takes Lighthouse's slowdown only when it is the one asked for", () => {
  const lhrAt = (cpuSlowdownMultiplier: number) =>
    ({ configSettings: { throttling: { cpuSlowdownMultiplier } } }) as Parameters<
      typeof appliedSlowdown
    >[0];
  expect(appliedSlowdown(lhrAt(5.8), 5.8)).toBe(5.8);
  expect(() => appliedSlowdown(lhrAt(4), 5.8)).toThrow("CPU slowdown of 4, not the 5.8");
});
