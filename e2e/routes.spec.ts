import { ALL_ROUTES } from "./site-routes.ts";
import { expect, test } from "./fixtures.ts";

test.describe("every route", () => {
  for (const route of ALL_ROUTES) {
    test(`${route} answers 200 with navigation, one h1 and the footer`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
    });
  }
});

test.describe("prerendered HTML, read with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ALL_ROUTES) {
    test(`${route} holds its text, the navigation and the footer`, async ({ page }) => {
      await page.goto(route);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      expect((await h1.textContent())?.trim().length).toBeGreaterThan(5);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
      await expect(page.getByRole("contentinfo")).toContainText("All rights reserved");
    });
  }

  test("article pages carry their real titles", async ({ page }) => {
    await page.goto("/blogs/restaurant");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/restaurant/i);
    await page.goto("/allblogs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogs On Digital Marketing");
  });

  test("the home page carries every section in the spec's order", async ({ page }) => {
    await page.goto("/");
    const ids = await page
      .locator("main section[id]")
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual([
      "hero",
      "features",
      "features2",
      "testimonials",
      "projects",
      "quote",
      "blogs",
      "aboutus",
      "contact",
    ]);
    // In place and shown, not parked in a hidden block for a script to move (React's
    // streaming of large Suspense boundaries, which the build's entry.server turns off).
    for (const id of ids) await expect(page.locator(`main #${id}`)).toBeVisible();
    await expect(page.locator("[hidden][id^='S:']")).toHaveCount(0);
  });
});
