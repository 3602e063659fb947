import type { Page } from "@playwright/test";
import sharp from "sharp";

import { axeOn, layOutWholePage } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// axe checks text contrast against plain colours, and leaves text over images, gradients
// and overlapping layers "incomplete". Here each such text is measured against what is
// really painted behind it: the page is screenshotted with all text made transparent, and
// the worst pixel under the text decides.

type Rgba = [number, number, number, number];

const linear = (channel: number) => {
  const s = channel / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (r: number, g: number, b: number) =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const HIDE_TEXT = `*, *::before, *::after { color: transparent !important; text-shadow: none !important;
  -webkit-text-fill-color: transparent !important; caret-color: transparent !important; }`;

/** Text nodes axe could not judge, by selector. */
async function textsToMeasure(page: Page) {
  await layOutWholePage(page);
  // Only the incomplete results in full: the passes on the home page, each with its HTML, are
  // most of what axe would send back, and none is read.
  const results = await axeOn(page)
    .withRules(["color-contrast"])
    .options({ resultTypes: ["incomplete"] })
    .analyze();
  return results.incomplete
    .filter((rule) => rule.id === "color-contrast")
    .flatMap((rule) => rule.nodes.map((node) => node.target.join(" ")));
}

/** Each text's colour, size and words, read while the text is still painted. */
async function textStyles(page: Page, selectors: string[]) {
  return page.evaluate((selectors) => {
    return selectors.map((selector) => {
      const node = document.querySelector(selector)!;
      const style = getComputedStyle(node);
      const size = parseFloat(style.fontSize);
      return {
        selector,
        color: (style.color.match(/[\d.]+/g) ?? []).map(Number),
        large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
        label: (node.textContent ?? "").trim().slice(0, 40),
      };
    });
  }, selectors);
}

/** The lowest contrast of `color` over any pixel of `png` (what was painted behind the text). */
async function worstOver(png: Buffer, color: number[]) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const [r, g, b, alpha = 1] = color as Rgba;
  let worst = Infinity;
  // The text colour as painted over a pixel (it may be translucent).
  const over = (fg: number, bg: number) => fg * alpha + bg * (1 - alpha);
  for (let i = 0; i < data.length; i += info.channels) {
    const [pr = 0, pg = 0, pb = 0] = data.subarray(i, i + 3);
    const background = luminance(pr, pg, pb);
    const foreground = luminance(over(r, pr), over(g, pg), over(b, pb));
    worst = Math.min(worst, ratio(foreground, background));
  }
  return worst;
}

/**
 * Each text's worst contrast against what is painted behind it. The colours are read first;
 * then all text is hidden once, and each text's box is pictured in turn, centred so that the
 * fixed bar cannot be the "background" measured. One hiding for all rather than one each: the
 * home page at 1440 px has dozens, and a style added, painted and removed for each put the test
 * past its time on a busy machine.
 */
async function worstContrasts(page: Page, selectors: string[]) {
  const texts = await textStyles(page, selectors);
  // Every image there and decoded before any picture: one still loading lazily under a text
  // would show the page's background in its place.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await page.addStyleTag({ content: HIDE_TEXT });
  // Two frames painted with the text hidden before the first picture: once in a CI run, a text
  // measured 1.00:1, its own colour under it, as if the picture came before the style's paint.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const measured = [];
  for (const text of texts) {
    const box = await page
      .locator(text.selector)
      .first()
      .evaluate((node) => {
        node.scrollIntoView({ block: "center", behavior: "instant" });
        const range = document.createRange();
        range.selectNodeContents(node);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      });
    const clip = {
      x: Math.max(0, Math.floor(box.x)),
      y: Math.max(0, Math.floor(box.y)),
      width: Math.max(1, Math.ceil(box.width)),
      height: Math.max(1, Math.ceil(box.height)),
    };
    const png = await page.screenshot({ clip, animations: "disabled" });
    measured.push({
      ...text,
      worst: await worstOver(png, text.color),
      required: text.large ? 3 : 4.5,
    });
  }
  return measured;
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });

    for (const route of ["/", "/contact", "/allblogs", "/blogs/startup", "/no-such-page"]) {
      test(`text over images and gradients on ${route} keeps its contrast`, async ({ page }) => {
        // The landing page has dozens of such texts, one picture each: about 25 s alone,
        // over the default 30 s budget when the machine is busy.
        test.slow(route === "/");
        await page.goto(route);
        await page.waitForLoadState("load");
        const selectors = await textsToMeasure(page);
        if (route === "/") expect(selectors.length).toBeGreaterThan(0);
        for (const { label, selector, worst, required } of await worstContrasts(page, selectors)) {
          expect
            .soft(worst, `"${label}" (${selector}) contrast ${worst.toFixed(2)}:1`)
            .toBeGreaterThanOrEqual(required);
        }
      });
    }
  });
}
