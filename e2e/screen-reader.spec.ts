import { expect, test } from "./fixtures.ts";
import { ALL_ROUTES } from "./site-routes.ts";

for (const route of [...ALL_ROUTES, "/no-such-page"]) {
  test(`${route} has the landmarks, one h1 and headings that never skip a level`, async ({
    page,
  }) => {
    await page.goto(route);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const levels = await page
      .getByRole("heading")
      .evaluateAll((headings) =>
        headings
          .filter((heading) => !heading.closest('[aria-hidden="true"], [inert]'))
          .map((heading) => Number(heading.tagName.slice(1))),
      );
    levels.forEach((level, index) => {
      if (index > 0)
        expect(level, `heading ${index + 1} after h${levels[index - 1]}`).toBeLessThanOrEqual(
          levels[index - 1]! + 1,
        );
    });
  });
}

test("decorative pictures are silent and meaningful ones are described", async ({ page }) => {
  await page.goto("/");
  const images = await page.locator("main img").evaluateAll((nodes) =>
    nodes.map((node) => ({
      alt: node.getAttribute("alt"),
      src: node.getAttribute("src") ?? "",
      hidden: !!node.closest('[aria-hidden="true"]'),
    })),
  );
  expect(images.filter((image) => image.alt === null)).toEqual([]);
  // Card backgrounds, service icons and the hero poster (the clip's still) are decoration.
  for (const image of images.filter((i) => /backgrounds|icons\/services|hero-poster/.test(i.src))) {
    expect(image.alt, image.src).toBe("");
  }
  // Gallery samples say what they show (a project picture sits in a link named by its text).
  for (const image of images.filter((i) => /\/art\/gallery\//.test(i.src) && !i.hidden)) {
    expect(image.alt!.length, image.src).toBeGreaterThan(10);
  }
  // The platform glyphs are named.
  await expect(page.getByRole("img", { name: "WhatsApp" })).toBeVisible();
});

test("the silent hero clip is hidden from assistive technology and out of the tab order", async ({
  page,
}) => {
  await page.goto("/");
  const clip = page.getByTestId("hero-video");
  await expect(clip).toHaveAttribute("aria-hidden", "true");
  await expect(clip).toHaveAttribute("tabindex", "-1");
});
