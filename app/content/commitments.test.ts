import { afterEach, expect, it } from "vitest";

import { countInWords } from "#app/lib/count-in-words.ts";
import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";
import { siteConfig } from "#app/site/site.config.ts";

import { withinReplyTime } from "./commitments.ts";
import { promises } from "./promises.ts";

const buildLocale = getLocale;
afterEach(() => overwriteGetLocale(buildLocale));

it("says the reply time in English in words", () => {
  const days = siteConfig.commitments.replyWorkingDays;
  const phrase = `${countInWords(days).toLowerCase()} working ${days === 1 ? "day" : "days"}`;
  expect(withinReplyTime()).toBe(`within ${phrase}`);
  expect(promises[0].title()).toBe(`A reply within ${phrase}`);
});

it("says it in Marathi and Hindi with Latin digits", () => {
  const days = siteConfig.commitments.replyWorkingDays;
  overwriteGetLocale(() => "mr");
  expect(withinReplyTime()).toMatch(new RegExp(`^${days} कामकाजाच्या दिवसा`));
  overwriteGetLocale(() => "hi");
  expect(withinReplyTime()).toMatch(new RegExp(`^${days} कामकाजी दिन`));
  expect(promises[2].text()).toContain(`${siteConfig.commitments.noticeDays} दिन का नोटिस`);
});

it.each([
  ["mr", "1 कामकाजाच्या दिवसात"],
  ["hi", "1 कामकाजी दिन के अंदर"],
] as const)("says the reply time in %s with a digit, as 'within' inflects it", (locale, phrase) => {
  overwriteGetLocale(() => locale);
  expect(withinReplyTime()).toBe(phrase);
});
