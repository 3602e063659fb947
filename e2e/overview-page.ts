import { expect, type Page } from "@playwright/test";

import { axeViolations } from "./axe.ts";
import { sidewaysScroll } from "./sideways-scroll.ts";

/** Opens every "Numbers" under the overview's charts, so that their tables are seen (and checked). */
export async function openNumbers(page: Page) {
  for (const summary of await page.locator("summary", { hasText: "Numbers" }).all()) {
    if (!(await summary.locator("xpath=..").getAttribute("open"))) await summary.click();
  }
}

/**
 * The overview at `address` with its tables open: axe finds nothing at 390 and 1440 px, and
 * from 320 px the page never scrolls sideways (the tables scroll in their own boxes). The page
 * is opened once and the window resized, as a phone turned or a window dragged would: its layout
 * is CSS alone, and opening it and its tables at each width again cost 3 s a width on a busy
 * machine, which put the test past its 30 s in CI.
 */
export async function expectOverviewFits(page: Page, address: string) {
  await page.setViewportSize({ width: 320, height: 844 });
  await page.goto(address);
  await openNumbers(page);
  for (const width of [320, 390, 1440]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
    if (width !== 320) {
      expect(await axeViolations(page), `${address} at ${width} px`).toEqual([]);
    }
    expect(await sidewaysScroll(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
}
