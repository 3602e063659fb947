import { describe, expect, it } from "vitest";

import { internationalNumber, visitorPhoneDigits } from "./phone-number.ts";

describe("phone numbers as typed", () => {
  it("add India's country code to a 10-digit number, and keep other numbers as typed", () => {
    expect(visitorPhoneDigits("98765 43210")).toBe("919876543210");
    expect(visitorPhoneDigits("098765-43210")).toBe("919876543210");
    expect(visitorPhoneDigits("(+91) 98765-43210")).toBe("919876543210");
    expect(visitorPhoneDigits("+44 20 7946 0958")).toBe("442079460958");
    expect(visitorPhoneDigits("0044 20 7946 0958")).toBe("442079460958");
  });

  it("write every way of typing one number in one international form", () => {
    for (const typed of ["98765 43210", "098765-43210", "+91 98765 43210", "0091 98765 43210"]) {
      expect(internationalNumber(typed), typed).toBe("+919876543210");
    }
    expect(internationalNumber("+44 20 7946 0958")).toBe("+442079460958");
  });
});
