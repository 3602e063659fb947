import { afterEach, expect, it } from "vitest";

import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";

import { formatDate } from "./format-date.ts";

const buildLocale = getLocale;
afterEach(() => overwriteGetLocale(buildLocale));

const DATES = ["2026-03-05", "2025-12-31", "2026-01-01", "2024-02-29", "2026-11-22"];
/** Every month once, for the Marathi and Hindi names. */
const MONTH_DATES = Array.from(
  { length: 12 },
  (_, index) => `2026-${String(index + 1).padStart(2, "0")}-${String(index + 1).padStart(2, "0")}`,
);

const intl = (locale: string, day: "2-digit" | "numeric") =>
  new Intl.DateTimeFormat(locale, { day, month: "long", year: "numeric", timeZone: "UTC" });

it("writes an article's date the way Intl's en-IN long date does", () => {
  const english = intl("en-IN", "2-digit");
  for (const date of DATES) {
    expect(formatDate(date)).toBe(english.format(new Date(date)));
  }
});

it("writes it in Hindi with Latin digits, as Intl's hi-IN-u-nu-latn does", () => {
  overwriteGetLocale(() => "hi");
  expect(formatDate("2026-11-23")).toBe("23 नवंबर 2026");
  const hindi = intl("hi-IN-u-nu-latn", "numeric");
  for (const date of [...DATES, ...MONTH_DATES]) {
    expect(formatDate(date)).toBe(hindi.format(new Date(date)));
  }
});

it("writes it in Marathi with Latin digits, as mr-IN-u-nu-latn does but without its comma", () => {
  overwriteGetLocale(() => "mr");
  // content/glossary.yaml and the articles: "23 नोव्हेंबर 2026".
  expect(formatDate("2026-11-23")).toBe("23 नोव्हेंबर 2026");
  expect(formatDate("2026-03-05")).toBe("5 मार्च 2026");
  const marathi = intl("mr-IN-u-nu-latn", "numeric");
  for (const date of [...DATES, ...MONTH_DATES]) {
    expect(formatDate(date)).toBe(marathi.format(new Date(date)).replace(", ", " "));
  }
});

it("writes no Devanagari digit in either language", () => {
  for (const locale of ["mr", "hi"] as const) {
    overwriteGetLocale(() => locale);
    for (const date of MONTH_DATES) expect(formatDate(date)).not.toMatch(/[०-९]/);
  }
});
