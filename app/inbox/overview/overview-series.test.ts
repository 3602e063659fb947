import { describe, expect, it } from "vitest";

import { OTHER, weeklySeries, weekTotals } from "./overview-series.ts";

const weeks = ["2026-11-16", "2026-11-23", "2026-11-30"];

describe("weeklySeries", () => {
  it("gives each name a count per week, the largest first, rows of one name added up", () => {
    const series = weeklySeries(
      [
        { week: "2026-11-16", name: "google.com", count: 2 },
        { week: "2026-11-30", name: "google.com", count: 1 },
        { week: "2026-11-30", name: "google.com", count: 4 },
        { week: "2026-11-23", name: "direct", count: 3 },
        // Outside the weeks: left out.
        { week: "2026-11-09", name: "direct", count: 9 },
      ],
      weeks,
    );
    expect(series).toEqual([
      { name: "google.com", counts: [2, 0, 5], total: 7 },
      { name: "direct", counts: [0, 3, 0], total: 3 },
    ]);
    expect(weekTotals(series, weeks.length)).toEqual([2, 3, 5]);
  });

  it("keeps the largest few and folds the rest into Other, ties by name", () => {
    const rows = ["a", "b", "c", "d"].map((name, index) => ({
      week: weeks[index % 3]!,
      name,
      count: name === "d" ? 5 : 1,
    }));
    expect(weeklySeries(rows, weeks, 2)).toEqual([
      { name: "d", counts: [5, 0, 0], total: 5 },
      { name: "a", counts: [1, 0, 0], total: 1 },
      { name: OTHER, counts: [0, 1, 1], total: 2 },
    ]);
  });

  it("does not fold a lone name into Other", () => {
    const rows = ["a", "b", "c"].map((name) => ({ week: weeks[0]!, name, count: 1 }));
    expect(weeklySeries(rows, weeks, 2).map((series) => series.name)).toEqual(["a", "b", "c"]);
  });

  it("gives nothing for no leads", () => {
    expect(weeklySeries([], weeks)).toEqual([]);
    expect(weekTotals([], 3)).toEqual([0, 0, 0]);
  });
});
