import { afterEach, expect, it } from "vitest";

import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";
import { siteConfig } from "#app/site.config.ts";

import { REPLY_TIME, replyTime, withinReplyTime } from "./commitments.ts";
import { promises } from "./promises.ts";

const buildLocale = getLocale;
afterEach(() => overwriteGetLocale(buildLocale));

it("says the reply time in English as REPLY_TIME does, in words", () => {
  expect(withinReplyTime()).toBe(`within ${REPLY_TIME}`);
  expect(promises[0].title()).toBe(`A reply within ${REPLY_TIME}`);
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
  ["mr", "1 कामकाजाचा दिवस"],
  ["hi", "1 कामकाजी दिन"],
] as const)("says the reply time in %s with a digit", (locale, phrase) => {
  overwriteGetLocale(() => locale);
  expect(replyTime()).toBe(phrase);
});
