import type { Page } from "@playwright/test";

import { layOutWholePage } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { openMenu } from "./open-menu.ts";
import { sidewaysScroll } from "./sideways-scroll.ts";
import { ALL_ROUTES } from "./site-routes.ts";

// WCAG 1.4.4 / 1.4.10: at 200% zoom a 1280 px window is 640 CSS px wide at twice the pixel
// density. WCAG 1.4.12: text spacing raised to the criterion's values loses nothing.
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** Text cut off by a box that hides its overflow (moving strips and the slider excepted). */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (
        parent.closest(
          '[aria-hidden="true"], .sr-only, [hidden], [data-testid="marquee-track"], [aria-roledescription="carousel"]',
        ) ||
        !parent.checkVisibility({ visibilityProperty: true })
      ) {
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      for (
        let box: HTMLElement | null = parent;
        box && box !== document.body;
        box = box.parentElement
      ) {
        const style = getComputedStyle(box);
        const hides = (value: string) => value === "hidden" || value === "clip";
        if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
        const bounds = box.getBoundingClientRect();
        const cut = rects.some(
          (rect) =>
            (hides(style.overflowX) &&
              (rect.left < bounds.left - 1 || rect.right > bounds.right + 1)) ||
            (hides(style.overflowY) &&
              (rect.top < bounds.top - 1 || rect.bottom > bounds.bottom + 1)),
        );
        if (cut) {
          problems.push(
            `"${node.textContent.trim().slice(0, 40)}" cut by <${box.tagName.toLowerCase()} class="${box.className}">`,
          );
          break;
        }
      }
    }
    return problems;
  });

test.describe("at 200% zoom", () => {
  test.use({ viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 });

  for (const route of ALL_ROUTES) {
    test(`${route} reflows without sideways scrolling or cut-off text`, async ({ page }) => {
      await page.goto(route);
      await layOutWholePage(page);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await clippedText(page)).toEqual([]);
    });
  }

  test("the whole menu is usable", async ({ page }) => {
    await page.goto("/allblogs");
    await openMenu(page);
    const contact = page
      .getByRole("banner")
      .getByRole("link", { name: "Contact", exact: true })
      .filter({ visible: true });
    await contact.scrollIntoViewIfNeeded();
    await contact.click();
    await expect(page).toHaveURL(/\/#contact$/);
  });
});

for (const width of [390, 1440]) {
  test.describe(`with WCAG text spacing at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of ALL_ROUTES) {
      test(`${route} loses no text`, async ({ page }) => {
        await page.goto(route);
        await page.addStyleTag({ content: TEXT_SPACING });
        await layOutWholePage(page);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        expect(await clippedText(page)).toEqual([]);
      });
    }
  });
}
