import { ALL_ROUTES } from "./site-routes";
import { expect, test } from "./fixtures";

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
    await page.waitForLoadState("networkidle");
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll("img")]
        .filter((img) => !img.complete || img.naturalWidth === 0)
        .map((img) => img.currentSrc || img.src),
    );
    expect(broken).toEqual([]);
  });
}
