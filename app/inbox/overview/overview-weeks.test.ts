import { describe, expect, it } from "vitest";

import {
  overviewWeeks,
  periodSpan,
  weekDayAndMonth,
  weekLabel,
  weekSpan,
} from "./overview-weeks.ts";

describe("overviewWeeks", () => {
  it("gives the last twelve weeks of India, from Monday 00:00 IST, the current one last", () => {
    // Wednesday 2 December 2026, 10:00 IST.
    const weeks = overviewWeeks(new Date("2026-12-02T04:30:00Z"));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({
      key: "2026-11-30",
      start: new Date("2026-11-29T18:30:00Z"),
    });
    expect(weeks[0]).toEqual({ key: "2026-09-14", start: new Date("2026-09-13T18:30:00Z") });
    for (const [index, week] of weeks.entries()) {
      if (index > 0)
        expect(week.start.getTime() - weeks[index - 1]!.start.getTime()).toBe(7 * 86_400_000);
    }
  });

  it("turns the week at Monday 00:00 in India, whatever the day is in UTC", () => {
    // Sunday 29 November, 23:59 IST is still the week of Monday the 23rd…
    expect(overviewWeeks(new Date("2026-11-29T18:29:59.999Z"), 1)[0]?.key).toBe("2026-11-23");
    // …and Monday 00:00 IST, still Sunday in UTC, begins the next.
    expect(overviewWeeks(new Date("2026-11-29T18:30:00Z"), 1)[0]?.key).toBe("2026-11-30");
    // Monday 00:00 UTC is already Monday 05:30 in India: the same week.
    expect(overviewWeeks(new Date("2026-11-30T00:00:00Z"), 1)[0]?.key).toBe("2026-11-30");
  });

  it("crosses months and years", () => {
    const weeks = overviewWeeks(new Date("2027-01-06T12:00:00Z"), 3);
    expect(weeks.map((week) => week.key)).toEqual(["2026-12-21", "2026-12-28", "2027-01-04"]);
  });
});

describe("week names", () => {
  it("names a week by its Monday, and whole, across a month's end", () => {
    expect(weekLabel("2026-11-23")).toBe("23 Nov");
    expect(weekDayAndMonth("2026-09-07")).toEqual(["7", "Sep"]);
    expect(weekSpan("2026-11-23")).toBe("23–29 Nov");
    expect(weekSpan("2026-09-28")).toBe("28 Sep – 4 Oct");
    expect(weekSpan("2026-12-28")).toBe("28 Dec – 3 Jan");
  });

  it("names the period, with the year once unless it spans two", () => {
    expect(periodSpan(overviewWeeks(new Date("2026-12-02T04:30:00Z")))).toBe("14 Sep – 6 Dec 2026");
    expect(periodSpan(overviewWeeks(new Date("2027-01-06T12:00:00Z")))).toBe(
      "19 Oct 2026 – 10 Jan 2027",
    );
    expect(periodSpan([])).toBe("");
  });
});
