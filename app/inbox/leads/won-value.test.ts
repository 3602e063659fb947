import { describe, expect, it } from "vitest";

import { parseWonValue, WON_VALUE_MAX } from "./won-value.ts";

describe("parseWonValue", () => {
  it("reads whole rupees however they are grouped", () => {
    for (const typed of [
      "120000",
      "1,20,000",
      "₹1,20,000",
      "₹ 1,20,000",
      " 120 000 ",
      "Rs. 120000",
    ]) {
      expect(parseWonValue(typed), typed).toEqual({ ok: true, value: 120_000 });
    }
    expect(parseWonValue("0")).toEqual({ ok: true, value: 0 });
    expect(parseWonValue(String(WON_VALUE_MAX))).toEqual({ ok: true, value: WON_VALUE_MAX });
  });

  it("takes an empty field as no value yet", () => {
    expect(parseWonValue("")).toEqual({ ok: true, value: null });
    expect(parseWonValue("   ")).toEqual({ ok: true, value: null });
  });

  it("refuses what is not a sum of whole rupees, saying what is wrong", () => {
    const error = (typed: unknown) => {
      const parsed = parseWonValue(typed);
      return parsed.ok ? undefined : parsed.error;
    };
    expect(error("-5000")).toMatch(/below zero/);
    expect(error("₹-5000")).toMatch(/below zero/);
    expect(error("1,20,000.50")).toMatch(/without paise/);
    expect(error("one lakh")).toMatch(/in digits/);
    expect(error("12e5")).toMatch(/in digits/);
    expect(error("1.2 lakh")).toMatch(/in digits/);
    expect(error(String(WON_VALUE_MAX + 1))).toMatch(/more than ₹10,00,00,000/);
    expect(error("99999999999999999999999")).toMatch(/more than/);
    expect(error(null)).toMatch(/in digits/);
  });
});
