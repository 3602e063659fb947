import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";

import { overwriteGetLocale } from "#app/paraglide/runtime.js";
import { siteConfig } from "#app/site/site.config.ts";

import { AboutUsSection } from "./about-us-section.tsx";
import { renderStatic, setUpSectionTests } from "./sections.test-helpers.ts";

setUpSectionTests();

/** Each founder's card: their name's heading and what is written under it. */
const founderCards = () =>
  siteConfig.founders.map(
    (founder) => screen.getByRole("heading", { name: founder.name }).closest("li") as HTMLElement,
  );

it("gives each founder's role and the city in English as the config writes them", () => {
  renderStatic(<AboutUsSection />);
  for (const card of founderCards()) expect(within(card).getByText("Founder")).toBeVisible();
  expect(screen.getByText(/is a digital marketing and web design studio in Pune\./)).toBeVisible();
});

it.each([
  ["mr", "संस्थापक", "हा पुणे येथील डिजिटल मार्केटिंग"],
  ["hi", "फ़ाउंडर", "पुणे का एक डिजिटल मार्केटिंग"],
] as const)("gives them in %s, from the config", (locale, role, story) => {
  overwriteGetLocale(() => locale);
  renderStatic(<AboutUsSection />);
  for (const card of founderCards()) {
    expect(within(card).getByText(role)).toBeVisible();
    expect(card).not.toHaveTextContent("Founder");
  }
  expect(screen.getByText(story, { exact: false })).toBeVisible();
  expect(screen.getByRole("region")).not.toHaveTextContent("Pune");
});
