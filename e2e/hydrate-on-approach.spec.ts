import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures.ts";

// A phone's screen, where most of the home page is far below the fold.
test.use({ viewport: { width: 412, height: 823 } });

/** Whether React has taken over the element's prerendered HTML (it tags each node it owns). */
const isHydrated = (page: Page, id: string) =>
  page.evaluate(
    (elementId) =>
      Object.keys(document.getElementById(elementId)!).some((key) =>
        key.startsWith("__reactFiber"),
      ),
    id,
  );

/** The page after its scripts have started and the browser has had time to go idle. */
async function settledHome(page: Page) {
  await page.goto("/");
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  );
}

test("parts far below the fold keep their prerendered HTML until the visitor comes near", async ({
  page,
}) => {
  await settledHome(page);
  expect(await isHydrated(page, "hero")).toBe(true);
  for (const id of ["testimonials", "projects", "blogs", "aboutus", "contact"]) {
    expect(await isHydrated(page, id), id).toBe(false);
  }
  await page.evaluate(() => document.getElementById("blogs")!.scrollIntoView());
  await expect.poll(() => isHydrated(page, "blogs")).toBe(true);
  expect(await isHydrated(page, "contact")).toBe(false);
});

test("a tap on a part that has not hydrated yet does what it says", async ({ page }) => {
  await settledHome(page);
  expect(await isHydrated(page, "testimonials")).toBe(false);
  // A click event without a scroll first: nothing but the click can wake the part.
  await page.getByRole("button", { name: "Pause the testimonials" }).dispatchEvent("click");
  await expect(page.getByRole("button", { name: "Play the testimonials" })).toBeAttached();
});

test("text typed into the quote form before it hydrated is kept", async ({ page }) => {
  await settledHome(page);
  expect(await isHydrated(page, "contact")).toBe(false);
  const name = page.locator("#contact form").getByLabel("Your name");
  // Focus without scrolling, as a keyboard or the browser's autofill can; then type at once.
  await name.evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
  await page.keyboard.type("Priya Sharma");
  await name.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(page, "contact")).toBe(true);
  await expect(name).toHaveValue("Priya Sharma");
  // The form holds the text itself, not only the input: it says what is still missing.
  await page.locator("#contact form").getByRole("button", { name: "Send my request" }).click();
  await expect(name).toHaveValue("Priya Sharma");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
});
