import type { Page } from "@playwright/test";

import { addressLines, mapsUrl } from "#app/content/business.ts";
import { gstNote } from "#app/content/pricing.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { siteConfig } from "#app/site/site.config.ts";
import { expect, test } from "./fixtures.ts";

test("every sample testimonial, founder and project says it is a sample", async ({ page }) => {
  await page.goto("/");
  const testimonialSection = page.locator("#testimonials");
  for (const testimonial of testimonials.filter((entry) => entry.sample)) {
    const card = testimonialSection
      .getByRole("figure")
      .filter({ hasText: testimonial.name })
      .first();
    await expect(card.getByText("Sample", { exact: true })).toBeVisible();
  }
  for (const founder of siteConfig.founders) {
    const card = page.locator("#aboutus li").filter({ hasText: founder.name });
    await expect(card.getByText("Sample", { exact: true })).toBeVisible();
  }
  await page.locator("#projects").scrollIntoViewIfNeeded();
  const slide = page.getByRole("group", { name: "1 of 5" });
  await expect(slide.getByText("Sample", { exact: true })).toBeVisible();
});

test("prices say how they are paid and whether GST is included, with no 'Starting at'", async ({
  page,
}) => {
  await page.goto("/");
  for (const id of ["#features", "#features2"]) {
    const section = page.locator(id);
    await expect(section.getByText(gstNote())).toBeVisible();
    await expect(section).not.toContainText(/starting at/i);
  }
  await expect(page.locator("#features")).toContainText(/₹6,000\s*per month/i);
  await expect(page.locator("#features2")).toContainText(/₹800\s*one-time/i);
  await page.goto("/services");
  await expect(page.getByText(gstNote())).toBeVisible();
  await expect(page.getByRole("main")).toContainText("₹5,000 per month");
});

test("the footer says who runs the site and where, with a link to open the address in a map app", async ({
  page,
}) => {
  await page.goto("/about-us");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(siteConfig.business.legalName);
  for (const line of addressLines) await expect(footer).toContainText(line);
  await expect(footer.getByRole("link", { name: "Open in Maps" })).toHaveAttribute("href", mapsUrl);
  await expect(footer.getByRole("link", { name: "Google reviews" })).toHaveAttribute(
    "href",
    siteConfig.business.googleBusinessProfile,
  );
  // No third-party map is embedded anywhere.
  await expect(page.locator("iframe")).toHaveCount(0);
});

/** The page's ProfessionalService JSON-LD, as a search engine reads it. */
const agencyDataOn = async (page: Page, path: string) => {
  await page.goto(path);
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? "{}"))
        .find((data) => data["@type"] === "ProfessionalService"),
    );
};

test("the agency's structured data carries its legal name, full address, map and prices", async ({
  page,
}) => {
  const agency = await agencyDataOn(page, "/");
  expect(agency.legalName).toBe(siteConfig.business.legalName);
  expect(agency.address.postalCode).toBe(siteConfig.business.address.postalCode);
  expect(agency.hasMap).toBe(mapsUrl);

  // Its services and prices are on the page that lists them.
  const catalogue = await agencyDataOn(page, "/services");
  const offer = catalogue.hasOfferCatalog.itemListElement.find(
    (item: { itemOffered: { name: string } }) => item.itemOffered.name === "Social Media Marketing",
  );
  expect(offer.priceSpecification).toMatchObject({
    price: 6000,
    priceCurrency: "INR",
    valueAddedTaxIncluded: siteConfig.pricing.gstIncluded,
    unitText: "per month",
  });
});

test("an article shows when its facts were last reviewed and lists its sources", async ({
  page,
}) => {
  await page.goto("/blogs/real-estate");
  await expect(page.getByText(/^Last reviewed/)).toBeVisible();
  const sources = page.getByRole("region", { name: "Sources" });
  expect(await sources.getByRole("listitem").count()).toBeGreaterThanOrEqual(2);
  await expect(sources.getByRole("link").first()).toHaveAttribute("href", /^https:\/\//);
});
