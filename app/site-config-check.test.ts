import { expect, it } from "vitest";

import { siteConfig, type SiteConfig } from "./site.config";
import { sampleValueWarnings } from "./site-config-check";

it("warns about every sample contact detail in the shipped config", () => {
  const warnings = sampleValueWarnings(siteConfig).join("\n");
  expect(warnings).toMatch(/email "hello@example.com"/);
  expect(warnings).toMatch(/phone/);
  expect(warnings).toMatch(/origin/);
  expect(warnings).toMatch(/social\.instagram/);
  expect(warnings).toMatch(/formId/);
});

it("is silent once the agency has put in its own details", () => {
  const real: SiteConfig = {
    ...siteConfig,
    email: "hello@marigold.in",
    phone: "+91 91234 56789",
    origin: "https://www.marigold.in",
    social: {
      instagram: "https://www.instagram.com/marigold.digital",
      linkedin: "https://www.linkedin.com/company/marigold-digital",
      facebook: "https://www.facebook.com/marigold.digital",
    },
    projects: siteConfig.projects.map((project) => ({ ...project, url: "https://client.in/" })),
    quoteForm: { transport: "http-endpoint", url: "https://forms.marigold.in/quote" },
  };
  expect(sampleValueWarnings(real)).toEqual([]);
});
