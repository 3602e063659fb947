import { ALL_ROUTES } from "./site-routes.ts";
import { expect, test } from "./fixtures.ts";

const WIDTHS = [320, 360, 390, 768, 1280, 1920];

for (const width of WIDTHS) {
  test(`at ${width} px no page scrolls sideways and every image loads`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const route of ALL_ROUTES) {
      await page.goto(route);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${route} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }

    await page.goto("/");
    // Bring every lazy image into view, then check each one decoded.
    await page.evaluate(async () => {
      for (const img of document.querySelectorAll("img")) {
        img.loading = "eager";
      }
    });
    // decode() settles once each image has loaded and decoded, or failed to: the network
    // going quiet came too early for the slider's large images on a busy machine.
    const broken = await page.evaluate(async () => {
      const images = [...document.querySelectorAll("img")];
      const failed = await Promise.all(
        images.map((img) =>
          img.decode().then(
            () => (img.naturalWidth === 0 ? img.currentSrc || img.src : null),
            () => img.currentSrc || img.src,
          ),
        ),
      );
      return failed.filter(Boolean);
    });
    expect(broken).toEqual([]);
  });
}
