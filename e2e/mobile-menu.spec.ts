import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const menuButton = (page: Page) => page.getByRole("button", { name: "Menu" });
const menu = async (page: Page) =>
  page.locator(`#${await menuButton(page).getAttribute("aria-controls")}`);
const pageIsLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");

test("the section links live in a toggle menu below 900 px", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");

  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  const panel = await menu(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("link")).toHaveText([
    "What we offer",
    "Other services",
    "Testimonials",
    "Blogs",
    "About Us",
    "Contact",
    // The language switcher, at the foot of the menu.
    "हिन्दी",
    "मराठी",
  ]);
  // The menu opens 5rem from the top, just under the bar.
  expect((await panel.boundingBox())?.y).toBe(80);
});

test("opening locks page scroll; a pick closes, unlocks and scrolls to the section", async ({
  page,
}) => {
  await page.goto("/");
  await menuButton(page).click();
  expect(await pageIsLocked(page)).toBe(true);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await (await menu(page)).getByRole("link", { name: "Blogs" }).click();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  expect(await pageIsLocked(page)).toBe(false);
  await expect(page).toHaveURL(/#blogs$/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.round(document.getElementById("blogs")!.getBoundingClientRect().top),
      ),
    )
    .toBe(80);
});

test("Escape closes the menu and returns focus to the button", async ({ page }) => {
  await page.goto("/");
  await menuButton(page).click();
  await page.keyboard.press("Escape");
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton(page)).toBeFocused();
  expect(await pageIsLocked(page)).toBe(false);
});

test("a click outside closes the menu", async ({ page }) => {
  await page.goto("/");
  await menuButton(page).click();
  await page.mouse.click(200, 700);
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  expect(await pageIsLocked(page)).toBe(false);
  await expect(menuButton(page)).toBeFocused();
});

test("the menu works by keyboard and keeps focus inside while open", async ({ page }) => {
  await page.goto("/");
  await menuButton(page).focus();
  await page.keyboard.press("Enter");
  const panel = await menu(page);
  await expect(panel.getByRole("link", { name: "What we offer" })).toBeFocused();

  // Six section links and two languages, then Tab wraps to the button and back into the menu.
  for (let i = 0; i < 7; i += 1) await page.keyboard.press("Tab");
  await expect(panel.getByRole("link", { name: "मराठी" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menuButton(page)).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(panel.getByRole("link", { name: "मराठी" })).toBeFocused();
  for (let i = 0; i < 2; i += 1) await page.keyboard.press("Shift+Tab");
  await expect(panel.getByRole("link", { name: "Contact" })).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator("#contact")).toBeFocused();
});

test("touch moves do not scroll the page behind the open menu", async ({ page }) => {
  await page.goto("/");
  await menuButton(page).click();
  const prevented = await page.evaluate(() => {
    const target = document.querySelector("main")!;
    const touch = (y: number) => new Touch({ identifier: 1, target, clientX: 100, clientY: y });
    target.dispatchEvent(
      new TouchEvent("touchstart", { touches: [touch(500)], bubbles: true, cancelable: true }),
    );
    const small = new TouchEvent("touchmove", {
      touches: [touch(498)],
      bubbles: true,
      cancelable: true,
    });
    target.dispatchEvent(small);
    const large = new TouchEvent("touchmove", {
      touches: [touch(420)],
      bubbles: true,
      cancelable: true,
    });
    target.dispatchEvent(large);
    return { small: small.defaultPrevented, large: large.defaultPrevented };
  });
  // Within the 3 px tolerance a touch is a tap; beyond it, a scroll to cancel.
  expect(prevented).toEqual({ small: false, large: true });
});

test("without JavaScript the button, which could open nothing, is not shown; with it, it appears where it stood", async ({
  page,
  browser,
}) => {
  await page.goto("/");
  await expect(menuButton(page)).toBeVisible();
  const box = await menuButton(page).boundingBox();

  const plainContext = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const plain = await plainContext.newPage();
  await plain.goto("/");
  await expect(menuButton(plain)).toBeHidden();
  // The footer's site map stands in for it.
  await expect(
    plain.getByRole("contentinfo").getByRole("link", { name: "About Us" }),
  ).toHaveAttribute("href", "/#aboutus");
  expect(await plain.locator("[data-phone-menu] button").boundingBox()).toEqual(box);
  await plainContext.close();
});
