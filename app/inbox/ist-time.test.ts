import { describe, expect, it } from "vitest";

import { istDateTimeValue, istEndOfDay, parseIstDateTime } from "./ist-time.ts";

describe("a date and time field in IST", () => {
  it("reads 10:30 on 27 Nov 2026 as 05:00 UTC, and writes it back the same", () => {
    const at = parseIstDateTime("2026-11-27T10:30");
    expect(at?.toISOString()).toBe("2026-11-27T05:00:00.000Z");
    expect(istDateTimeValue(at!)).toBe("2026-11-27T10:30");
  });

  it("refuses days and times that do not exist, and anything else", () => {
    for (const value of ["2026-02-31T10:00", "2026-11-27T24:00", "2026-11-27", "tomorrow", ""]) {
      expect(parseIstDateTime(value)).toBeUndefined();
    }
  });

  it("ends the day at midnight in India, not at midnight UTC", () => {
    // 20:00 UTC on the 26th is already 01:30 on the 27th in Pune.
    expect(istEndOfDay(new Date("2026-11-26T20:00:00Z")).toISOString()).toBe(
      "2026-11-27T18:30:00.000Z",
    );
    expect(istEndOfDay(new Date("2026-11-26T10:00:00Z")).toISOString()).toBe(
      "2026-11-26T18:30:00.000Z",
    );
  });
});
