import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Lays out sections that content-visibility still skips, as scrolling to them would, so
 * checks see the whole page rather than placeholders.
 */
export async function layOutWholePage(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dataset.fullLayout = "";
  });
}

/**
 * axe run in the page itself (axe.run). The default runs axe.runPartial, carries every node's
 * result, passes included, out of the page and finishes the run in a new blank page: on the
 * home page at 1440 px that took 2.5-2.8 s against 1.4-1.5 s here, and under a busy CPU the
 * difference put a test past its 30 s. The site has no frames, which is all the default adds.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** axe-core's WCAG 2.2 AA and best-practice findings for the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  await layOutWholePage(page);
  // Only the violations in full: the passes on a page of 1,000 elements, each with its HTML,
  // are most of what axe serialises and sends back, and the tests read none of them.
  const results = await axeOn(page)
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
