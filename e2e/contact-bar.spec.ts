import { siteConfig, whatsappNumber } from "#app/site/site.config.ts";
import { expect, test } from "./fixtures.ts";
import { openMenu } from "./open-menu.ts";

const bar = "Call or WhatsApp us";

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("Call and WhatsApp are one tap away at the bottom of every page", async ({ page }) => {
    for (const path of ["/", "/blogs/law", "/services"]) {
      await page.goto(path);
      const region = page.getByRole("complementary", { name: bar });
      await expect(region).toBeVisible();
      const call = region.getByRole("link", { name: `Call ${siteConfig.phone}` });
      await expect(call).toHaveAttribute("href", `tel:${siteConfig.phone.replace(/\s/g, "")}`);
      const whatsapp = region.getByRole("link", { name: /^WhatsApp .* \(opens in a new tab\)$/ });
      await expect(whatsapp).toHaveAttribute("href", `https://wa.me/${whatsappNumber}`);
      const box = (await region.boundingBox())!;
      expect(box.y + box.height).toBeCloseTo(844, 0);
    }
  });

  test("the page ends above the bar: the footer's last line is never hidden under it", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.getByText("All rights reserved");
    const barBox = (await page.getByRole("complementary", { name: bar }).boundingBox())!;
    await expect(copyright).toBeInViewport();
    expect((await copyright.boundingBox())!.y + 16).toBeLessThanOrEqual(barBox.y);
  });

  test("the bar steps aside while the menu is open, and comes back", async ({ page }) => {
    await page.goto("/");
    const region = page.getByRole("complementary", { name: bar });
    await openMenu(page);
    await expect(region).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(region).toBeVisible();
  });

  test("works without JavaScript, on the 404 page too", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/no-such-page");
    await expect(page.getByRole("complementary", { name: bar })).toBeVisible();
    await context.close();
  });
});

test("on a wide screen there is no bar: the header's Contact button and the page do the job", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("complementary", { name: bar })).toBeHidden();
});
