import { expect, test } from "./fixtures.ts";
import { ARTICLE_ROUTES } from "./site-routes.ts";
import { SPEC_SERVICES } from "./spec-values.ts";

const SINGLE_SECTIONS = [
  ["/features", "features", "Marketing that works as hard as you do"],
  ["/one-time", "features2", "Our One Time Services"],
  ["/testimonials", "testimonials", "What our clients say"],
  ["/blogs", "blogs", "Digital marketing advice for your industry"],
  ["/about-us", "aboutus", "A small team that treats your business like its own"],
  ["/contact", "contact", "Get a Quote"],
] as const;

for (const [route, id, heading] of SINGLE_SECTIONS) {
  test(`${route} shows its section alone, headed by the page's h1`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator("main section[id]")).toHaveCount(1);
    await expect(page.locator(`main section#${id}`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}

test("/services lists every service with its price", async ({ page }) => {
  await page.goto("/services");
  for (const { title, price } of SPEC_SERVICES) {
    await expect(
      page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) }),
    ).toContainText(price ?? "Quoted per project");
  }
});

test("/contents links every landing section and every article", async ({ page }) => {
  await page.goto("/contents");
  const articles = page.getByRole("navigation", { name: "Articles" }).getByRole("link");
  // Every article, then the link to the list of all of them.
  await expect(articles).toHaveCount(ARTICLE_ROUTES.length + 1);
  const home = page.getByRole("navigation", { name: "Home page" });
  for (const id of [
    "hero",
    "features",
    "features2",
    "testimonials",
    "projects",
    "blogs",
    "aboutus",
    "contact",
  ]) {
    await expect(home.locator(`a[href="/#${id}"]`)).toHaveCount(1);
  }
  await home.getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/#aboutus$/);
});
