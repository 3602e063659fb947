import { describe, expect, it } from "vitest";

import { leadsCount, percentOf, weeklySummary } from "./chart-words.ts";

describe("the charts' words", () => {
  it("sums a weekly chart up in a sentence: every series, and the busiest week", () => {
    expect(
      weeklySummary({
        title: "Leads per week by source",
        weeks: ["2026-11-16", "2026-11-23", "2026-11-30"],
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

  it("says so when there is nothing to sum up", () => {
    expect(
      weeklySummary({ title: "By service", weeks: ["2026-11-30"], series: [], totals: [0] }),
    ).toBe("By service, 1 week: 0 leads.");
  });

  it("counts and shares", () => {
    expect(leadsCount(1)).toBe("1 lead");
    expect(leadsCount(100000)).toBe("1,00,000 leads");
    expect(percentOf(1, 3)).toBe("33%");
    expect(percentOf(0, 0)).toBe("0%");
  });
});
