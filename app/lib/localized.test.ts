import { afterEach, expect, it } from "vitest";

import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";
import { siteConfig } from "#app/site/site.config.ts";

import { cityName, localized } from "./localized.ts";

const buildLocale = getLocale;
afterEach(() => overwriteGetLocale(buildLocale));

const role = siteConfig.founders[0].role;

it("gives a config text and the city in English as the config writes them", () => {
  expect(localized(role)).toBe("Founder");
  expect(localized(siteConfig.projects[0].summary)).toBe("Menu site with online table booking");
  expect(cityName()).toBe(siteConfig.city);
});

it.each([
  ["mr", "संस्थापक", "पुणे"],
  ["hi", "फ़ाउंडर", "पुणे"],
] as const)("gives them in the page's language, %s", (locale, founder, city) => {
  overwriteGetLocale(() => locale);
  expect(localized(role)).toBe(founder);
  expect(cityName()).toBe(city);
});

it("gives them in a language named, whatever the page's", () => {
  expect(localized(siteConfig.projects[2].summary, "hi")).toBe(siteConfig.projects[2].summary.hi);
  expect(cityName("mr")).toBe(siteConfig.cityIn.mr);
});
