import { afterEach, expect, it } from "vitest";

import { serviceCatalogSchema } from "#app/pages/structured-data.ts";
import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";

import { meta as allBlogsMeta } from "./allblogs.tsx";
import { meta as blogsMeta } from "./blogs.tsx";

// The blog pages' descriptions and the visitor-facing words of the JSON-LD, in each language.

const buildLocale = getLocale;
afterEach(() => overwriteGetLocale(buildLocale));

const description = (tags: readonly Record<string, unknown>[]) =>
  tags.find((tag) => tag.name === "description")?.content;

const tenEntries = { entries: Array.from({ length: 10 }, () => ({})) };
type AllBlogsArgs = Parameters<typeof allBlogsMeta>[0];

it("describes the blog pages in English as before", () => {
  expect(description(allBlogsMeta({ loaderData: tenEntries } as AllBlogsArgs))).toBe(
    "Ten practical digital marketing guides for Indian small businesses, each for one industry: what to do first, what it costs, what to expect.",
  );
  expect(description(blogsMeta())).toBe(
    "Digital marketing guides for startups, clinics, restaurants, boutiques, hotels, schools, law firms and more, written for busy owners.",
  );
  const schema = JSON.stringify(serviceCatalogSchema());
  expect(schema).toContain('"name":"Digital marketing and design services"');
  expect(schema).toContain('"unitText":"per month"');
});

it.each([
  ["mr", "डिजिटल मार्केटिंगचे 10 व्यावहारिक", "दरमहा"],
  ["hi", "डिजिटल मार्केटिंग की 10 काम की गाइड", "प्रति माह"],
] as const)("describes them in %s, the count in Latin digits", (locale, guides, perMonth) => {
  overwriteGetLocale(() => locale);
  expect(description(allBlogsMeta({ loaderData: tenEntries } as AllBlogsArgs))).toContain(guides);
  expect(description(blogsMeta())).not.toMatch(/[A-Za-z]/);
  const schema = JSON.stringify(serviceCatalogSchema());
  expect(schema).toContain(`"unitText":"${perMonth}"`);
  expect(schema).not.toContain("Digital marketing and design services");
});
