import { describe, expect, it } from "vitest";

import { bucketSummary, leadsCount, percentOf } from "./chart-words.ts";

describe("the charts' words", () => {
  it("sums a chart up in a sentence: every series, and the busiest week", () => {
    expect(
      bucketSummary({
        title: "Leads per week by source",
        unit: "week",
        labels: ["16 Nov", "23 Nov", "30 Nov"],
        series: [
          { name: "google.com", counts: [3, 1200, 1], total: 1204 },
          { name: "direct", counts: [0, 2, 0], total: 2 },
        ],
        totals: [3, 1202, 1],
        label: (name) => (name === "direct" ? "Direct" : name),
      }),
    ).toBe(
      "Leads per week by source, 3 weeks: 1,206 leads. google.com 1,204, Direct 2. " +
        "The busiest week was 23 Nov, with 1,202.",
    );
  });

  it("counts days, and what it is told to count", () => {
    expect(
      bucketSummary({
        title: "Visitors per day",
        unit: "day",
        labels: ["1 Dec", "2 Dec"],
        series: [{ name: "Visitors", counts: [40, 1], total: 41 }],
        totals: [40, 1],
        counted: (count) => `${count} visitors`,
      }),
    ).toBe("Visitors per day, 2 days: 41 visitors. The busiest day was 1 Dec, with 40.");
  });

  it("says so when there is nothing to sum up", () => {
    expect(
      bucketSummary({
        title: "By service",
        unit: "week",
        labels: ["30 Nov"],
        series: [],
        totals: [0],
      }),
    ).toBe("By service, 1 week: 0 leads.");
  });

  it("counts and shares", () => {
    expect(leadsCount(1)).toBe("1 lead");
    expect(leadsCount(100000)).toBe("1,00,000 leads");
    expect(percentOf(1, 3)).toBe("33%");
    expect(percentOf(0, 0)).toBe("0%");
  });
});
