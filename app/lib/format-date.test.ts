import { expect, it } from "vitest";

import { formatDate } from "./format-date.ts";

it("writes an article's date the way Intl's en-IN long date does", () => {
  const intl = new Intl.DateTimeFormat("en-IN", {
    day: "2-digit",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  for (const date of ["2026-03-05", "2025-12-31", "2026-01-01", "2024-02-29", "2026-11-22"]) {
    expect(formatDate(date)).toBe(intl.format(new Date(date)));
  }
});
