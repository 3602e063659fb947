import { PAGE_SCRIPT_ID } from "#app/lib/start-after-paint.ts";
import { m } from "#app/paraglide/messages.js";

import { expect, test } from "./fixtures.ts";
import { openMenu } from "./open-menu.ts";

test("an unknown address gets the branded 404 page with status 404 and a way home", async ({
  page,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Make your brand");
});

test("a missing article address answers 404 too, and the page stays the 404 page", async ({
  page,
}) => {
  const response = await page.goto("/blogs/no-such-article");
  expect(response?.status()).toBe(404);
  await page.waitForLoadState("networkidle");
  // A document with its behaviours from a file (started by its one inline starter, decision
  // 037): no router runs in it that could turn it into the article route's error screen.
  await expect(
    page.locator(
      `script:not([type='application/ld+json']):not([type='speculationrules']):not([src]):not(#${PAGE_SCRIPT_ID})`,
    ),
  ).toHaveCount(0);
  await expect(page.locator(`#${PAGE_SCRIPT_ID}`)).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the 404 page's menu opens like every page's, and its links work", async ({ page }) => {
    await page.goto("/blogs/no-such-article");
    await openMenu(page);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blogs" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Read our articles" }).click();
    await expect(page).toHaveURL("/allblogs");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the 404 page offers no menu button that could not open, and its links work", async ({
      page,
    }) => {
      await page.goto("/blogs/no-such-article");
      await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
      await page.getByRole("link", { name: "Read our articles" }).click();
      await expect(page).toHaveURL("/allblogs");
    });
  });
});

test("a missing article reached by a link ends on the 404 page in the page's language, with status 404", async ({
  page,
}) => {
  await page.goto("/mr/allblogs");
  const document = page.waitForResponse(
    (response) =>
      response.url().endsWith("/mr/blogs/no-such-article") &&
      response.request().resourceType() === "document",
  );
  // A link on the page to an article the site does not have (as an old or mistyped one would be).
  await page.evaluate(() => {
    const link = Object.assign(window.document.createElement("a"), {
      href: "/mr/blogs/no-such-article",
      textContent: "missing article",
    });
    window.document.querySelector("main")!.prepend(link);
  });
  await page.getByRole("link", { name: "missing article" }).click();
  expect((await document).status()).toBe(404);
  await expect(page).toHaveURL("/mr/blogs/no-such-article");
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    m.pages_not_found_title({}, { locale: "mr" }),
  );
});
