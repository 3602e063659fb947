import type { CDPSession, Page } from "@playwright/test";

import { layOutWholePage } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { heroClipPauseButton } from "./hero-clip.ts";

type Stop = {
  order: number;
  /** What a screen reader would call it: its aria-label or its text. */
  label: string;
  /** The label with the ring's colour and what it is drawn on, for messages. */
  name: string;
  ring: boolean;
  ringContrast: number;
  underBar: boolean;
  offScreen: boolean;
};

/**
 * Every control a keyboard user should be able to reach, remembered on the page in document
 * order; returns how many there are.
 */
const listReachableControls = (page: Page) =>
  page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.closest("[inert], [hidden]") &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    (window as unknown as { controls: Element[] }).controls = controls;
    return controls.length;
  });

/**
 * Presses Tab (or Shift+Tab) `times` times without waiting between presses: sent together over
 * the DevTools protocol, the key events reach the page in order and it handles them one after
 * another, as it does a key held down. (`page.keyboard.press` waits for the page to answer each
 * key event: on the home page, busy with its clip and slideshows, a walk that pressed and then
 * checked one stop at a time took 8 to 34 s, over the 30 s limit under load.)
 */
async function pressTab(cdp: CDPSession, times: number, backwards: boolean) {
  const tab = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9, modifiers: backwards ? 8 : 0 };
  await Promise.all(
    Array.from({ length: times }, () => [
      cdp.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...tab }),
      cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...tab }),
    ]).flat(),
  );
}

type Walk = { stops: Stop[]; done: boolean };

/**
 * From now on, at each press of Tab the page records where focus is (where the press before left
 * it, scrolled into view) and how it looks, until focus leaves the page or comes back round.
 */
const recordFocusAtEachTab = (page: Page) =>
  page.evaluate(() => {
    const walk: Walk = { stops: [], done: false };
    (window as unknown as { walk: Walk }).walk = walk;
    const seen = new Set<Element>();
    const record = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const element = document.activeElement as HTMLElement | null;
      const onPage = element && element !== document.body;
      // Nothing focused yet (the first Tab from the top of the page) is the start, not the end.
      if (!onPage && walk.stops.length === 0) return;
      if (!onPage || seen.has(element)) {
        walk.done = true;
        window.removeEventListener("keydown", record, true);
        return;
      }
      seen.add(element);
      // Colour transitions (the ring fading in) jump to where they settle.
      for (const animation of element.getAnimations()) {
        if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      }

      // Any CSS colour (rgb, oklab, …) as 0–255 channels plus alpha, read back from a canvas.
      const context = document.createElement("canvas").getContext("2d")!;
      const channels = (color: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const linear = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      const contrast = (a: number[], b: number[]) => {
        const [x, y] = [luminance(a), luminance(b)];
        return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
      };
      // The colours the ring is drawn against: the nearest opaque background colour, or
      // every colour stop of the nearest gradient.
      const backdrops: number[][] = [];
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const stops = style.backgroundImage.match(/(?:rgba?|oklab|oklch|lab|lch|color)\([^)]+\)/g);
        if (stops) {
          backdrops.push(...stops.map(channels));
          break;
        }
        const color = channels(style.backgroundColor);
        if ((color[3] ?? 0) > 0.5) {
          backdrops.push(color);
          break;
        }
      }
      if (!backdrops.length) backdrops.push([255, 255, 255]);

      // The ring is the element's outline, or its ::after's for a link stretched over a card.
      const style = getComputedStyle(element);
      const hasRing = (candidate: CSSStyleDeclaration) =>
        candidate.outlineStyle !== "none" && parseFloat(candidate.outlineWidth) >= 2;
      const after = getComputedStyle(element, "::after");
      const ringStyle = hasRing(style) ? style : after;
      const ring = hasRing(ringStyle);
      const ringColor = channels(ringStyle.outlineColor);
      const rect = element.getBoundingClientRect();
      const barBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
      // The bar itself and the skip link (fixed above the bar) cannot be covered by it.
      const inBar = !!element.closest("header") || style.position === "fixed";
      const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
      walk.stops.push({
        // Its place among the listed controls; -1 for something focusable that is not one.
        order: (window as unknown as { controls: Element[] }).controls.indexOf(element),
        label,
        name: `${element.tagName.toLowerCase()} ${label.slice(0, 40)} ring ${ringColor.join(",")} on ${backdrops.map((b) => b.join(",")).join(" / ")}`,
        ring,
        ringContrast: Math.min(...backdrops.map((backdrop) => contrast(ringColor, backdrop))),
        underBar: !inBar && rect.top < barBottom - 1,
        offScreen: rect.bottom <= 0 || rect.top >= window.innerHeight,
      });
    };
    window.addEventListener("keydown", record, true);
  });

/**
 * Presses Tab, or Shift+Tab `backwards`, until focus leaves the page or comes back round,
 * recording where it stopped and how it looked. The presses go 20 at a time; the few after the
 * end are not recorded.
 */
async function tabThrough(page: Page, { backwards = false, limit = 300 } = {}): Promise<Stop[]> {
  await recordFocusAtEachTab(page);
  const walk = () => page.evaluate(() => (window as unknown as { walk: Walk }).walk);
  const cdp = await page.context().newCDPSession(page);
  for (let pressed = 0; pressed < limit && !(await walk()).done; pressed += 20) {
    await pressTab(cdp, 20, backwards);
  }
  await cdp.detach();
  const { stops, done } = await walk();
  expect(done, "focus left the page or came back round").toBe(true);
  return stops;
}

/** Each stop with a focus ring of at least 3:1, on screen and (with `bar`) clear of the fixed bar. */
function expectEachStopSeen(stops: Stop[], { bar = true } = {}) {
  for (const stop of stops) {
    expect.soft(stop.ring, `focus ring on "${stop.name}"`).toBe(true);
    expect
      .soft(stop.ringContrast, `focus ring contrast on "${stop.name}"`)
      .toBeGreaterThanOrEqual(3);
    if (bar) expect.soft(stop.underBar, `"${stop.name}" hidden under the bar`).toBe(false);
    expect.soft(stop.offScreen, `"${stop.name}" focused off screen`).toBe(false);
  }
}

for (const [label, viewport] of [
  ["desktop", { width: 1440, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    for (const route of ["/", "/contact", "/blogs/startup"]) {
      test(`Tab reaches every control on ${route} once, in reading order, with a clear focus ring in view`, async ({
        page,
      }) => {
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        // The hero clip's pause button appears once the clip plays: wait for it to be there.
        if (route === "/") {
          await heroClipPauseButton(page);
        }
        await layOutWholePage(page);
        const count = await listReachableControls(page);
        const stops = await tabThrough(page);

        // Nothing focusable that is not a control (a stray tabindex, a focusable scroller).
        expect(stops.filter((stop) => stop.order < 0).map((stop) => stop.name)).toEqual([]);
        // Every control once, in document order (reading order here: no positive tabindex),
        // none skipped: marquees and the slider do not trap focus.
        expect(stops.map((stop) => stop.order)).toEqual([...Array(count).keys()]);
        expectEachStopSeen(stops);
      });
    }
  });
}

test("Shift+Tab from the footer walks back up without getting stuck", async ({ page }) => {
  await page.goto("/");
  // The hero clip's pause button appears once the clip plays: wait for it to be there.
  await heroClipPauseButton(page);
  await layOutWholePage(page);
  await listReachableControls(page);
  await page.getByRole("contentinfo").getByRole("link").last().focus();
  const stops = await tabThrough(page, { backwards: true, limit: 200 });

  // Nothing focusable that is not a control, then every control from the footer's last link
  // back to the first, once each, in reverse document order: none skipped, none repeated.
  expect(stops.filter((stop) => stop.order < 0).map((stop) => stop.name)).toEqual([]);
  expect(stops.map((stop) => stop.order)).toEqual([...Array(stops[0]!.order + 1).keys()].reverse());
  // Each in view with its ring. Not checked yet: the fixed bar. Going up, a control scrolls in
  // at the top edge and a few land under the bar; a scroll margin on every control fixed that
  // but slowed the section glide past its 1.2 s bound (e2e/section-navigation.spec.ts).
  expectEachStopSeen(stops, { bar: false });
  // Back at the top: the skip link comes first.
  expect(stops.at(-1)?.label).toBe("Skip to main content");
});
