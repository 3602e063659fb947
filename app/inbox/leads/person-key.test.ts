import { describe, expect, it } from "vitest";

import {
  namesPerson,
  NO_PERSON,
  OUT_OF_DATE,
  personKeyFields,
  personKeyOf,
  personQueryOf,
  SHOWN_AT_MAX_AGE_MS,
  SHOWN_AT_SKEW_MS,
} from "./person-key.ts";

const now = new Date("2026-11-28T12:00:00.000Z");
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
const read = (values: Record<string, string>) => personKeyOf(new URLSearchParams(values), now);

describe("personQueryOf", () => {
  it("reads the search as the page's address names it, trimmed and cut to length", () => {
    const params = new URLSearchParams({
      email: "  meera@example.in ",
      phone: `9${"1".repeat(40)}`,
    });
    expect(personQueryOf(params)).toEqual({
      email: "meera@example.in",
      phone: `9${"1".repeat(29)}`,
    });
    expect(personQueryOf(new URLSearchParams({ email: " ", phone: "" }))).toEqual({});
  });
});

describe("personKeyFields", () => {
  it("names the person in a few short fields, whatever they wrote", () => {
    expect(personKeyFields({ email: "meera@example.in" }, now)).toEqual({
      email: "meera@example.in",
      shownAt: "2026-11-28T12:00:00.000Z",
    });
    const fields = personKeyFields({ email: "a@example.in", phone: "+91 91234 56789" }, now);
    expect(Object.keys(fields)).toEqual(["email", "phone", "shownAt"]);
    // What the page sends is what the server reads back.
    expect(personKeyOf(new URLSearchParams(fields), now)).toEqual({
      ok: true,
      key: { email: "a@example.in", phone: "+91 91234 56789", shownAt: now },
    });
  });
});

describe("personKeyOf", () => {
  it("takes a moment from a day ago to a minute ahead (another server's clock)", () => {
    for (const offset of [0, -SHOWN_AT_MAX_AGE_MS, SHOWN_AT_SKEW_MS, -5 * 60_000]) {
      expect(read({ phone: "98765 43210", shownAt: at(offset) })).toEqual({
        ok: true,
        key: { phone: "98765 43210", shownAt: new Date(at(offset)) },
      });
    }
  });

  it("refuses a moment ahead of the clock, too old, or not as the page writes it", () => {
    for (const shownAt of [
      at(SHOWN_AT_SKEW_MS + 1),
      at(365 * 24 * 60 * 60_000),
      at(-SHOWN_AT_MAX_AGE_MS - 1),
      "1970-01-01T00:00:00.000Z",
      "2026-11-28T12:00:00Z",
      "2026-02-30T12:00:00.000Z",
      String(now.getTime()),
      "tomorrow",
      "",
    ]) {
      expect(read({ email: "meera@example.in", shownAt }), shownAt).toEqual({
        ok: false,
        error: OUT_OF_DATE,
      });
    }
    expect(read({ email: "meera@example.in" })).toEqual({ ok: false, error: OUT_OF_DATE });
  });

  it("refuses a key that names no one: it would reach every lead", () => {
    expect(read({ email: "  ", phone: "", shownAt: at(0) })).toEqual({
      ok: false,
      error: NO_PERSON,
    });
  });
});

describe("namesPerson", () => {
  it("tells a person's download from a list's", () => {
    expect(namesPerson(new URLSearchParams("email=a%40example.in&shownAt=x"))).toBe(true);
    expect(namesPerson(new URLSearchParams("shownAt="))).toBe(true);
    expect(namesPerson(new URLSearchParams("tab=spam&search=meera"))).toBe(false);
  });
});
