import { siteConfig } from "#app/site/site.config.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// Written out, not read from the product's page table: a test of the addresses and titles
// visitors meet (issue 54).
const PRIVACY = "/privacy";
const SENT = "/quote/sent";
const NOT_SENT = "/quote/not-sent";

test("the footer's link leads to the privacy notice, which states the configured retention", async ({
  page,
}) => {
  await page.goto("/services");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" }).click();
  await expect(page).toHaveURL(PRIVACY);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
  const howLong = page.getByRole("region", { name: "How long we keep it" });
  await expect(howLong).toContainText(`${siteConfig.privacy.leadRetentionMonths} months`);
  await expect(howLong).toContainText(`${siteConfig.privacy.spamRetentionDays} days`);
  await expect(
    page.getByRole("link", { name: siteConfig.privacy.grievanceOfficer.email }).first(),
  ).toHaveAttribute("href", `mailto:${siteConfig.privacy.grievanceOfficer.email}`);
});

test.describe("the result pages, as a browser without JavaScript sees them", () => {
  test.use({ javaScriptEnabled: false });

  test("the rule the server names in the address is highlighted, and only that one", async ({
    page,
  }) => {
    await page.goto(`${NOT_SENT}#email`);
    const email = page.locator("li#email");
    const name = page.locator("li#name");
    await expect(email.getByText("This is why")).toBeVisible();
    await expect(name.getByText("This is why")).toBeHidden();
    const background = (id: string) =>
      page.locator(`li#${id}`).evaluate((item) => getComputedStyle(item).backgroundColor);
    expect(await background("email")).not.toBe(await background("name"));
    await expect(email).toBeInViewport();

    await page.goto(`${NOT_SENT}#unavailable`);
    await expect(page.locator("li#unavailable").getByText("This is why")).toBeVisible();
    await expect(email.getByText("This is why")).toBeHidden();
  });

  test("every reason the server may name has its item", async ({ page }) => {
    await page.goto(NOT_SENT);
    for (const id of ["name", "email", "whatsapp", "service", "message", "unavailable"]) {
      await expect(page.locator(`li#${id}`), id).toHaveCount(1);
    }
    await expect(page.getByRole("link", { name: "Message us on WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/${siteConfig.phone.replace(/\D/g, "")}`,
    );
    await expect(page.getByRole("link", { name: "Send us an email" })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.email}`,
    );
  });

  test("the sent page shows the success texts and leads home and to the blog", async ({ page }) => {
    await page.goto(SENT);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We have received your submission!",
    );
    await page.getByRole("link", { name: "Read our blog" }).click();
    await expect(page).toHaveURL("/allblogs");
  });

  test("both carry noindex and are not in the sitemap", async ({ page, request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [SENT, NOT_SENT]) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      expect(sitemap).not.toContain(`<loc>${new URL(path, siteConfig.origin).href}</loc>`);
    }
    expect(sitemap).toContain(`<loc>${new URL(PRIVACY, siteConfig.origin).href}</loc>`);
  });
});

for (const width of [390, 1440]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of [PRIVACY, SENT, `${NOT_SENT}#email`]) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
