import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { HeroSection } from "#app/components/sections/hero-section.tsx";
import { QuoteBannerSection } from "#app/components/sections/quote-banner-section.tsx";
import { PARALLAX_LERP, PARALLAX_STRENGTH } from "#app/lib/constants.ts";

import { start } from "./parallax.ts";
import { fakeViewport } from "./motion.test-helpers.ts";

/** The quote banner's layout: its centre 2000 px down the page, in an 800 px window. */
const CENTRE = 2000;
const WINDOW = 800;

let scrollY = 0;
const section = () => document.getElementById("quote")!;
const layer = () => section().querySelector<HTMLElement>("[data-parallax-layer]")!;
const offset = () =>
  Number(layer().style.transform.match(/^translate3d\(0(?:px)?, (-?[\d.]+)px, 0(?:px)?\)$/)?.[1]);

function renderBanner(options: Parameters<typeof fakeViewport>[0] = {}) {
  const viewport = fakeViewport(options);
  document.body.innerHTML = renderToStaticMarkup(createElement(QuoteBannerSection));
  vi.spyOn(section(), "getBoundingClientRect").mockImplementation(
    () => ({ top: CENTRE - 200 - scrollY, height: 400 }) as DOMRect,
  );
  start();
  return viewport;
}
const scrollTo = (y: number) => {
  scrollY = y;
  window.dispatchEvent(new Event("scroll"));
};
/** The offset the layer eases towards at the current scroll. */
const goal = () => (scrollY + WINDOW / 2 - CENTRE) * PARALLAX_STRENGTH;

beforeEach(() => {
  vi.useFakeTimers();
  scrollY = 0;
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
  vi.spyOn(window, "innerHeight", "get").mockReturnValue(WINDOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("eases the layer by 0.06 of the way each frame towards 0.14 × the distance from the centre", () => {
  const viewport = renderBanner();
  scrollTo(1500);
  viewport.seen(section(), 0.5);
  vi.advanceTimersToNextFrame();
  expect(offset()).toBeCloseTo(goal() * PARALLAX_LERP, 2);
  vi.advanceTimersToNextFrame();
  expect(offset()).toBeCloseTo(goal() * (1 - (1 - PARALLAX_LERP) ** 2), 2);
  // It settles on the goal and stops asking for frames.
  vi.advanceTimersByTime(5000);
  expect(offset()).toBeCloseTo(goal(), 0);
  expect(vi.getTimerCount()).toBe(0);
});

it("follows the scroll while at least half the section shows", () => {
  const viewport = renderBanner();
  viewport.seen(section(), 0.6);
  scrollTo(1700);
  vi.advanceTimersByTime(5000);
  expect(offset()).toBeCloseTo(goal(), 0);
  expect(goal()).not.toBe(0);
});

it("rests while under half the section shows", () => {
  const viewport = renderBanner();
  viewport.seen(section(), 0.49);
  scrollTo(1500);
  vi.advanceTimersByTime(5000);
  expect(layer().style.transform).toBe("");
});

it("rests while the tab is hidden", () => {
  const viewport = renderBanner();
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  viewport.seen(section(), 1);
  scrollTo(1500);
  vi.advanceTimersByTime(5000);
  expect(layer().style.transform).toBe("");
});

it("measures the section again 150 ms after scrolling or resizing stops", () => {
  const viewport = renderBanner();
  viewport.seen(section(), 1);
  const measured = vi.mocked(section().getBoundingClientRect);
  measured.mockClear();
  window.dispatchEvent(new Event("resize"));
  vi.advanceTimersByTime(149);
  expect(measured).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(measured).toHaveBeenCalledTimes(1);
});

it.each([
  ["under reduced motion", { reducedMotion: true }],
  ["on a touch screen", { coarsePointer: true }],
])("is off %s: the layers keep their place", (_, options) => {
  const viewport = fakeViewport(options);
  document.body.innerHTML = [HeroSection, QuoteBannerSection]
    .map((part) => renderToStaticMarkup(createElement(part)))
    .join("");
  start();
  for (const host of document.querySelectorAll("[data-parallax]")) viewport.seen(host, 1);
  scrollTo(1500);
  vi.advanceTimersByTime(5000);
  const layers = [...document.querySelectorAll<HTMLElement>("[data-parallax-layer]")];
  expect(layers).toHaveLength(2);
  expect(layers.map((each) => each.style.transform)).toEqual(["", ""]);
});
