import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { openMenu } from "./open-menu.ts";
import { fillForm, interceptEndpoint } from "./quote-helpers.ts";
import { ALL_ROUTES } from "./site-routes.ts";

for (const width of [390, 1440]) {
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test.describe(`axe at ${width} px, motion ${reducedMotion}`, () => {
      test.use({ viewport: { width, height: 900 }, reducedMotion });

      for (const route of [...ALL_ROUTES, "/no-such-page"]) {
        test(`${route} has no violations`, async ({ page }) => {
          await page.goto(route);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}

test("axe finds nothing with the mobile menu open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await openMenu(page);
  await expect(page.getByRole("link", { name: "About Us" }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("with a toast on screen", () => {
  test("after a sent request, axe finds nothing and the toast is a polite live region", async ({
    page,
  }) => {
    await interceptEndpoint(page);
    await page.goto("/contact");
    await fillForm(page);
    await page.getByRole("button", { name: "Send my request" }).click();
    const toast = page
      .getByRole("status")
      .filter({ has: page.getByRole("button", { name: "Close" }) });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("aria-live", "polite");
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe("when sending fails", () => {
    test.use({
      expectedConsoleErrors: /quote request could not be sent|Failed to load resource/,
    });

    test("the error toast and the fallback panel leave axe nothing to report", async ({ page }) => {
      await interceptEndpoint(page, (route) => route.abort("failed"));
      await page.goto("/contact");
      await fillForm(page);
      await page.getByRole("button", { name: "Send my request" }).click();
      await expect(page.getByText("Something went wrong. Please try again.").first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
