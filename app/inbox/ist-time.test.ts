import { describe, expect, it } from "vitest";

import { istDateTimeValue, istEndOfDay, parseIstDateTime } from "./ist-time.ts";

describe("a date and time field in IST", () => {
  it("reads 10:30 on 27 Nov 2026 as 05:00 UTC, and writes it back the same", () => {
    const at = parseIstDateTime("2026-11-27T10:30");
    expect(at?.toISOString()).toBe("2026-11-27T05:00:00.000Z");
    expect(istDateTimeValue(at!)).toBe("2026-11-27T10:30");
  });

  it("reads a year below 100 as that year, never as one in the 1900s", () => {
    // Date.UTC(26, …) is 1926: a next step typed as year 0026 topped "Follow-ups due".
    expect(parseIstDateTime("0026-11-27T10:30")?.toISOString()).toBe("0026-11-27T05:00:00.000Z");
    expect(parseIstDateTime("0099-01-01T05:30")?.getUTCFullYear()).toBe(99);
    // 29 February of year 4 exists; of year 100, and of 1900, it does not.
    expect(parseIstDateTime("0004-02-29T10:00")?.getUTCFullYear()).toBe(4);
    expect(parseIstDateTime("0100-02-29T10:00")).toBeUndefined();
    expect(istEndOfDay(new Date("0026-11-26T10:00:00Z")).toISOString()).toBe(
      "0026-11-26T18:30:00.000Z",
    );
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
