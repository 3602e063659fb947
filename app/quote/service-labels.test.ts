import { afterEach, expect, it } from "vitest";

import { m } from "#app/paraglide/messages.js";
import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";

import { FORM_SERVICES } from "#app/site/service-lists.ts";

import { serviceLabel } from "./service-labels.ts";

const buildLocale = getLocale;
afterEach(() => overwriteGetLocale(buildLocale));

it("shows each service in English as the value the form sends", () => {
  const english = [
    m.quote_service_website,
    m.quote_service_social,
    m.quote_service_software,
    m.quote_service_ads,
  ];
  // English pages use the value as the label; their messages must say the same.
  expect(english.map((message) => message({}, { locale: "en" }))).toEqual([...FORM_SERVICES]);
  expect(FORM_SERVICES.map(serviceLabel)).toEqual([...FORM_SERVICES]);
});

it("shows each service in Marathi and Hindi in that language, and an unknown one as given", () => {
  overwriteGetLocale(() => "mr");
  expect(serviceLabel("Website Creation")).toBe(m.quote_service_website({}, { locale: "mr" }));
  expect(serviceLabel("Website Creation")).not.toBe("Website Creation");
  overwriteGetLocale(() => "hi");
  expect(serviceLabel("Facebook / Instagram Ads")).toBe(m.quote_service_ads({}, { locale: "hi" }));
  expect(serviceLabel("Something else")).toBe("Something else");
});
