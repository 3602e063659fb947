import { expect, test } from "./fixtures.ts";

test.use({ reducedMotion: "reduce" });

test("with reduced motion nothing on the home page moves by itself", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("load");

  for (const track of await page.getByTestId("marquee-track").all()) {
    await expect(track).toHaveCSS("animation-name", "none");
  }
  for (const circle of await page.getByTestId("floating-circle").all()) {
    await expect(circle).toHaveCSS("animation-name", "none");
  }
  // The hero's dots are simply there: their fade finishes at once.
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === "running" && Number(a.effect?.getTiming().duration) > 1),
  );
  expect(running).toHaveLength(0);

  // No video is fetched or played.
  await page.waitForTimeout(600);
  await expect(page.getByTestId("hero-video")).toHaveCount(0);

  // The slider does not advance by itself and offers no pause button (nothing to pause).
  const carousel = page.getByRole("region", { name: "Portfolio slideshow" });
  await page.waitForTimeout(5200);
  await expect(carousel.locator("button[aria-current=true]")).toHaveAccessibleName(
    /Show project 1/,
  );

  // No parallax: decorative layers keep their place while scrolling.
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(400);
  const transforms = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("#hero [aria-hidden], #quote [aria-hidden]")].map(
      (el) => el.style.transform,
    ),
  );
  expect(transforms.every((value) => value === "")).toBe(true);
});
