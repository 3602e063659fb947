import { expect, type Page } from "@playwright/test";

/**
 * Opens the phone menu as a visitor would: a tap that lands before the page has hydrated does
 * nothing, so tap again until the menu says it is open. Fails if it never opens.
 */
export async function openMenu(page: Page) {
  const button = page.getByRole("button", { name: "Menu" });
  await expect(async () => {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
