// @vitest-environment node
import { expect, it } from "vitest";

import { quoteLanguage } from "./quote-language.ts";

it("reads the page's language from the form, English when the form names none", () => {
  expect(quoteLanguage({ language: "mr" })).toEqual({ ok: true, language: "mr" });
  expect(quoteLanguage({ language: "hi" })).toEqual({ ok: true, language: "hi" });
  expect(quoteLanguage({ language: "en" })).toEqual({ ok: true, language: "en" });
  // An older page, another client, or a field sent twice (textAnswers drops it).
  expect(quoteLanguage({})).toEqual({ ok: true, language: "en" });
  expect(quoteLanguage({ language: undefined })).toEqual({ ok: true, language: "en" });
});

it("refuses a language the site does not speak, saying so in English under the field", () => {
  for (const value of ["fr", "", "MR", "mr ", "/mr/", "en-IN", ["mr"]]) {
    expect(quoteLanguage({ language: value }), JSON.stringify(value)).toEqual({
      ok: false,
      errors: {
        language: "Send the page's language as one of en, hi, mr, or leave it out for English.",
      },
    });
  }
});
