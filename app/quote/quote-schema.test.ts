import { describe, expect, it } from "vitest";

import { checkQuote } from "./quote-schema.ts";

const valid = {
  name: "  Ananya Iyer ",
  email: "ananya@example.in",
  whatsapp: "+91 98765 43210",
  service: "Website Creation",
  message: "We need a website for our bakery.\nTwo pages, Marathi and English.",
};

describe("checkQuote", () => {
  it("accepts a complete quote, trimmed, with Unicode names and line breaks in the message", () => {
    expect(checkQuote(valid)).toEqual({ ok: true, quote: { ...valid, name: "Ananya Iyer" } });
    expect(checkQuote({ ...valid, name: "अनन्या" })).toMatchObject({ ok: true });
  });

  it("keeps hostile text as text: markup, SQL and formulas are just a message", () => {
    const message = `<script>alert(1)</script> '; DROP TABLE leads; -- =HYPERLINK("http://x")`;
    expect(checkQuote({ ...valid, message })).toEqual({
      ok: true,
      quote: { ...valid, name: "Ananya Iyer", message },
    });
  });

  it.each([
    ["name", "", "Please enter your name."],
    [
      "name",
      "Ananya\nBcc: x@example.com",
      "Please write your name on one line, without special characters.",
    ],
    ["name", "12345", "Please enter your name in letters."],
    ["name", "a".repeat(10_000), "Please keep this under 80 characters."],
    ["email", "not-an-email", "Please enter an email address like name@example.in."],
    [
      "email",
      "a@example.in\r\nBcc: b@example.in",
      "Please enter one email address, like name@example.in.",
    ],
    ["whatsapp", "call me", "Please enter digits, spaces and + ( ) - only."],
    ["whatsapp", "+91 12", "Please enter the number with its country code, like +91 98765 43210."],
    ["service", "Hacking", "Please choose one of the services in the list."],
    ["message", "   ", "Please tell us briefly what you need."],
    ["message", "x".repeat(2001), "Please keep this under 2000 characters."],
    ["message", "nul\u0000byte", "Please remove special characters from the message."],
  ])("refuses %s %j with a message that says what to type", (field, value, message) => {
    expect(checkQuote({ ...valid, [field]: value })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  describe("text direction controls", () => {
    // Embeddings, overrides and isolates: "Carol \u202Emoc.live\u202C" reads "Carol evil.com".
    const CONTROLS = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    const typed = (field: "name" | "email" | "whatsapp" | "message", control: string) =>
      ({
        name: `Carol ${control}moc.live`,
        email: `carol${control}@example.in`,
        whatsapp: `+91 98765${control} 43210`,
        message: `Please reply to ${control}moc.live@carol`,
      })[field];
    const refusal = {
      en: "This has hidden characters that change the direction of the text. Please type it again instead of pasting it.",
      mr: "यात मजकुराची दिशा बदलणारी अदृश्य चिन्हे आहेत. कृपया हे पेस्ट न करता पुन्हा टाइप करा.",
      hi: "इसमें छिपे हुए चिह्न हैं जो टेक्स्ट की दिशा बदल देते हैं। कृपया इसे पेस्ट करने के बजाय दोबारा टाइप करें।",
    };

    it.each(["name", "email", "whatsapp", "message"] as const)(
      "refuses each of them in the %s, saying so in each language",
      (field) => {
        for (const code of CONTROLS) {
          const value = typed(field, String.fromCodePoint(code));
          expect(checkQuote({ ...valid, [field]: value }), code.toString(16)).toEqual({
            ok: false,
            errors: { [field]: refusal.en },
          });
        }
        for (const locale of ["mr", "hi"] as const) {
          expect(checkQuote({ ...valid, [field]: typed(field, "\u202e") }, locale)).toEqual({
            ok: false,
            errors: { [field]: refusal[locale] },
          });
        }
      },
    );

    it("keeps the marks that cannot reverse letters, as text typed in Urdu carries them", () => {
      for (const mark of ["\u200e", "\u200f", "\u061c"]) {
        const quote = { ...valid, name: `عائشہ${mark} Khan`, message: `${mark}شکریہ, thank you` };
        expect(checkQuote(quote)).toMatchObject({ ok: true });
      }
    });
  });

  it("says each problem in the language it is asked for, English without one", () => {
    const quote = { ...valid, name: "", message: "x".repeat(2001) };
    expect(checkQuote(quote)).toEqual(checkQuote(quote, "en"));
    expect(checkQuote(quote, "mr")).toEqual({
      ok: false,
      errors: { name: "कृपया तुमचे नाव लिहा.", message: "कृपया हे 2000 अक्षरांपेक्षा कमी ठेवा." },
    });
    expect(checkQuote(quote, "hi")).toEqual({
      ok: false,
      errors: { name: "कृपया अपना नाम लिखें।", message: "कृपया इसे 2000 अक्षरों से कम रखें।" },
    });
  });

  it("names every field that is missing or of the wrong type", () => {
    const result = checkQuote({
      name: 7,
      email: undefined,
      whatsapp: null,
      service: [],
      message: {},
    });
    expect(result.ok).toBe(false);
    expect(Object.keys(!result.ok ? result.errors : {}).sort()).toEqual([
      "email",
      "message",
      "name",
      "service",
      "whatsapp",
    ]);
  });
});
