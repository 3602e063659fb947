import { afterEach, expect, it } from "vitest";

import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";
import { siteConfig } from "#app/site/site.config.ts";

import { agencySchema } from "./structured-data.ts";

const buildLocale = getLocale;
afterEach(() => overwriteGetLocale(buildLocale));

/** The agency's JSON-LD, as a search engine reads it. */
type Agency = {
  founder: readonly { name: string; jobTitle: string }[];
  address: { addressLocality: string };
};
const agency = () => agencySchema() as unknown as Agency;
const founders = () => agency().founder;

it("names the founders with their roles in the page's language, the address in English", () => {
  expect(founders()).toEqual(
    siteConfig.founders.map((founder) => ({
      "@type": "Person",
      name: founder.name,
      jobTitle: "Founder",
    })),
  );
  overwriteGetLocale(() => "mr");
  expect(founders().map((founder) => founder.jobTitle)).toEqual(["संस्थापक", "संस्थापक"]);
  expect(agency().address).toMatchObject({ addressLocality: "Pune" });
});
