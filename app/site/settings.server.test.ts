// @vitest-environment node
import { describe, expect, it } from "vitest";

import { readSettings } from "./settings.server.ts";

describe("the quote limits' settings", () => {
  it("default to 5 an hour per contact and 20 per 10 minutes per address", () => {
    expect(readSettings({}).quoteLimits).toEqual({ contactPerHour: 5, addressPer10Min: 20 });
  });

  it("turn each limit off at 0", () => {
    const settings = readSettings({
      LEADS_LIMIT_CONTACT_PER_HOUR: "0",
      LEADS_LIMIT_ADDRESS_PER_10_MIN: "0",
    });
    expect(settings.quoteLimits).toEqual({ contactPerHour: 0, addressPer10Min: 0 });
  });

  it("refuse the old per-address setting, naming what replaced it", () => {
    expect(() => readSettings({ LEADS_RATE_LIMIT: "0" })).toThrow(
      "LEADS_RATE_LIMIT is no longer read: set LEADS_LIMIT_CONTACT_PER_HOUR and LEADS_LIMIT_ADDRESS_PER_10_MIN instead",
    );
    expect(() => readSettings({ LEADS_LIMIT_ADDRESS_PER_10_MIN: "-1" })).toThrow(
      "LEADS_LIMIT_ADDRESS_PER_10_MIN must be 0 (off) or more",
    );
  });
});

describe("the end-to-end tests' push service", () => {
  it("is not set unless named, and then as an origin alone", () => {
    expect(readSettings({}).pushTestOrigin).toBeUndefined();
    expect(readSettings({ PUSH_TEST_ORIGIN: "http://127.0.0.1:4575/" }).pushTestOrigin).toBe(
      "http://127.0.0.1:4575",
    );
    for (const value of [
      "http://127.0.0.1:4575/push",
      "http://user:secret@127.0.0.1:4575",
      "http://127.0.0.1:4575/?x",
      "ftp://127.0.0.1:4575",
      "127.0.0.1:4575",
    ]) {
      expect(() => readSettings({ PUSH_TEST_ORIGIN: value }), value).toThrow(/PUSH_TEST_ORIGIN /);
    }
  });
});
