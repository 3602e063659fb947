import { expect, it } from "vitest";

import { QUOTE_FIELDS } from "#app/site/quote-fields.ts";
import { siteConfig } from "#app/site/site.config.ts";

import { NOTICE_WRITTEN_FOR } from "./collected-answers.ts";

it("moves the privacy notice's version whenever the quote's fields change", () => {
  // A failure here: a field was added to (or taken from) the quote's contract. Say what is
  // collected in the notice (COLLECTED_ANSWERS, three languages), set a new
  // privacy.noticeVersion in site.config.ts, and record both in NOTICE_WRITTEN_FOR.
  expect(QUOTE_FIELDS).toEqual(NOTICE_WRITTEN_FOR.fields);
  expect(siteConfig.privacy.noticeVersion).toBe(NOTICE_WRITTEN_FOR.version);
});
