import type { Page } from "@playwright/test";

import { expect } from "./fixtures.ts";

/**
 * The hero clip's pause button, once the clip plays. The clip is put in after the load event,
 * the hero's first animations and an idle moment (at most 3 s, app/browser/hero-clip.ts), then
 * decodes: on a loaded 2-core machine that passes the 5 s an expectation waits by default.
 */
export async function heroClipPauseButton(page: Page) {
  const button = page.getByRole("button", { name: "Pause the background video" });
  await expect(button).toBeVisible({ timeout: 20_000 });
  return button;
}
