import type { Page } from "@playwright/test";

/** How far the page scrolls sideways, in CSS px: 0 (or less) when it fits its viewport. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
