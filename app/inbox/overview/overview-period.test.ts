import { describe, expect, it } from "vitest";

import {
  bucketSpan,
  dayAndMonth,
  dayLabel,
  daySpanText,
  overviewPeriod,
  readPeriod,
} from "./overview-period.ts";

// Wednesday 2 December 2026, 10:00 IST.
const NOW = new Date("2026-12-02T04:30:00Z");

describe("readPeriod", () => {
  it("reads the four periods, and falls back to 12 weeks for anything else", () => {
    expect(["7d", "30d", "90d", "12w"].map(readPeriod)).toEqual(["7d", "30d", "90d", "12w"]);
    for (const other of [null, undefined, "", "365d", "7D", "12w "]) {
      expect(readPeriod(other)).toBe("12w");
    }
  });
});

describe("overviewPeriod", () => {
  it("counts the last 7 days to today in India, a bucket a day, and the 7 before", () => {
    const period = overviewPeriod("7d", NOW);
    expect(period.today).toBe("2026-12-02");
    expect(period.current).toEqual({
      from: "2026-11-26",
      to: "2026-12-02",
      days: 7,
      start: new Date("2026-11-25T18:30:00Z"),
      end: new Date("2026-12-02T18:30:00Z"),
    });
    expect(period.previous).toMatchObject({ from: "2026-11-19", to: "2026-11-25", days: 7 });
    expect(period.previous.end).toEqual(period.current.start);
    expect(period.buckets.map((bucket) => bucket.key)).toEqual([
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
  });

  it("counts 30 days by the day", () => {
    const period = overviewPeriod("30d", NOW);
    expect(period.current).toMatchObject({ from: "2026-11-03", to: "2026-12-02", days: 30 });
    expect(period.buckets).toHaveLength(30);
    expect(period.previous).toMatchObject({ from: "2026-10-04", to: "2026-11-02" });
  });

  it("counts 90 days by the week, the first week cut to the period", () => {
    const period = overviewPeriod("90d", NOW);
    expect(period.current).toMatchObject({ from: "2026-09-04", to: "2026-12-02", days: 90 });
    // 4 September 2026 is a Friday: its week began on Monday the 31st of August.
    expect(period.buckets[0]).toEqual({
      key: "2026-08-31",
      first: "2026-09-04",
      last: "2026-09-06",
    });
    expect(period.buckets.at(-1)).toEqual({
      key: "2026-11-30",
      first: "2026-11-30",
      last: "2026-12-02",
    });
    expect(period.buckets).toHaveLength(14);
    const days = period.buckets.reduce(
      (sum, { first, last }) => sum + (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1,
      0,
    );
    expect(days).toBe(90);
  });

  it("counts 12 weeks from Monday, this week so far last, and as many days before", () => {
    const period = overviewPeriod("12w", NOW);
    expect(period.current).toMatchObject({ from: "2026-09-14", to: "2026-12-02", days: 80 });
    expect(period.buckets.map((bucket) => bucket.key)).toHaveLength(12);
    expect(period.buckets[0]!.key).toBe("2026-09-14");
    expect(period.previous).toMatchObject({ from: "2026-06-26", to: "2026-09-13", days: 80 });
  });

  it("turns the day at 00:00 in India, whatever the day is in UTC", () => {
    // Sunday 29 November, 23:59 IST is still the 29th, and the week of Monday the 23rd…
    const late = overviewPeriod("12w", new Date("2026-11-29T18:29:59.999Z"));
    expect(late.today).toBe("2026-11-29");
    expect(late.buckets.at(-1)!.key).toBe("2026-11-23");
    // …and Monday 00:00 IST, still Sunday in UTC, begins the next.
    const early = overviewPeriod("12w", new Date("2026-11-29T18:30:00Z"));
    expect(early.today).toBe("2026-11-30");
    expect(early.buckets.at(-1)).toEqual({
      key: "2026-11-30",
      first: "2026-11-30",
      last: "2026-11-30",
    });
  });

  it("crosses months and years", () => {
    const period = overviewPeriod("7d", new Date("2027-01-02T12:00:00Z"));
    expect(period.buckets.map((bucket) => bucket.key)).toEqual([
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
  });
});

describe("names of days and buckets", () => {
  it("names a day, a week whole or cut, and a span with the year once", () => {
    expect(dayLabel("2026-11-23")).toBe("23 Nov");
    expect(dayAndMonth("2026-09-07")).toEqual(["7", "Sep"]);
    expect(bucketSpan({ key: "2026-11-23", first: "2026-11-23", last: "2026-11-23" }, "day")).toBe(
      "Mon 23 Nov",
    );
    expect(bucketSpan({ key: "2026-11-23", first: "2026-11-23", last: "2026-11-29" }, "week")).toBe(
      "23–29 Nov",
    );
    expect(bucketSpan({ key: "2026-09-28", first: "2026-09-28", last: "2026-10-04" }, "week")).toBe(
      "28 Sep – 4 Oct",
    );
    expect(bucketSpan({ key: "2026-11-30", first: "2026-11-30", last: "2026-11-30" }, "week")).toBe(
      "30 Nov",
    );
    expect(daySpanText({ from: "2026-09-14", to: "2026-12-02" })).toBe("14 Sep – 2 Dec 2026");
    expect(daySpanText({ from: "2026-12-21", to: "2027-01-02" })).toBe("21 Dec 2026 – 2 Jan 2027");
  });
});
