import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { ProjectsSlider } from "#app/components/sections/projects-slider.tsx";

import { SLIDE_MS, start } from "./projects-slider.ts";
import { fakeViewport } from "./motion.test-helpers.ts";

/** Each slide as wide as the strip (a phone's layout), so slide n sits at n × this. */
const WIDTH = 400;

const region = () => document.querySelector<HTMLElement>("[data-slider]")!;
const strip = () => document.querySelector<HTMLElement>("[data-slider-strip]")!;
const button = (name: string | RegExp) =>
  [...document.querySelectorAll("button")].find((candidate) => {
    const label = candidate.getAttribute("aria-label") ?? "";
    return typeof name === "string" ? label === name : name.test(label);
  })!;
/** The dot marked current, by its number: what a visitor sees as the slide shown. */
const currentDot = () =>
  document.querySelector("button[aria-current=true]")?.getAttribute("aria-label")?.match(/\d/)?.[0];
const scrolledTo = vi.fn();

function renderSlider(options: Parameters<typeof fakeViewport>[0] = {}) {
  const viewport = fakeViewport(options);
  document.body.innerHTML = renderToStaticMarkup(createElement(ProjectsSlider));
  // jsdom lays nothing out: the slides side by side, each the strip's width.
  [...strip().children].forEach((slide, index) => {
    Object.defineProperty(slide, "offsetLeft", { value: index * WIDTH });
    Object.defineProperty(slide, "offsetWidth", { value: WIDTH });
  });
  Object.defineProperty(strip(), "clientWidth", { value: WIDTH });
  strip().scrollTo = scrolledTo as typeof HTMLElement.prototype.scrollTo;
  start();
  return viewport;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  scrolledTo.mockReset();
});

it("without JavaScript is a strip that scrolls sideways and snaps, every project's link in it", () => {
  document.body.innerHTML = renderToStaticMarkup(createElement(ProjectsSlider));
  expect(strip().className).toMatch(
    /\boverflow-x-auto\b.*\bsnap-x\b|\bsnap-x\b.*\boverflow-x-auto\b/,
  );
  expect(strip().querySelectorAll("a[href][target=_blank]")).toHaveLength(5);
  expect(currentDot()).toBe("1");
});

it("rotates every 4.5 s only once it is near the viewport, from the last back to the first", () => {
  const viewport = renderSlider();
  vi.advanceTimersByTime(3 * SLIDE_MS);
  expect(currentDot()).toBe("1");

  viewport.seen(region(), 0.01);
  vi.advanceTimersByTime(SLIDE_MS - 1);
  expect(currentDot()).toBe("1");
  vi.advanceTimersByTime(1);
  expect(currentDot()).toBe("2");
  expect(scrolledTo).toHaveBeenLastCalledWith({ left: WIDTH });

  vi.advanceTimersByTime(3 * SLIDE_MS);
  expect(currentDot()).toBe("5");
  vi.advanceTimersByTime(SLIDE_MS);
  expect(currentDot()).toBe("1");
  expect(scrolledTo).toHaveBeenLastCalledWith({ left: 0 });
});

it("counts as near a viewport's height before it arrives", () => {
  document.body.innerHTML = renderToStaticMarkup(createElement(ProjectsSlider));
  const viewport = fakeViewport();
  start();
  expect(viewport.optionsFor(region())).toEqual([{ threshold: 0, rootMargin: "100% 0px" }]);
});

it("holds still while the pointer is over the slides or focus is in them", () => {
  const viewport = renderSlider();
  viewport.seen(region(), 1);
  strip().dispatchEvent(new Event("pointerenter"));
  vi.advanceTimersByTime(3 * SLIDE_MS);
  expect(currentDot()).toBe("1");
  strip().dispatchEvent(new Event("pointerleave"));
  vi.advanceTimersByTime(SLIDE_MS);
  expect(currentDot()).toBe("2");

  strip().querySelector("a")!.focus();
  vi.advanceTimersByTime(3 * SLIDE_MS);
  expect(currentDot()).toBe("2");
  strip().querySelector("a")!.blur();
  vi.advanceTimersByTime(SLIDE_MS);
  expect(currentDot()).toBe("3");
});

it("holds still while the tab is hidden", () => {
  const viewport = renderSlider();
  viewport.seen(region(), 1);
  const hidden = vi.spyOn(document, "hidden", "get").mockReturnValue(true);
  document.dispatchEvent(new Event("visibilitychange"));
  vi.advanceTimersByTime(3 * SLIDE_MS);
  expect(currentDot()).toBe("1");
  hidden.mockReturnValue(false);
  document.dispatchEvent(new Event("visibilitychange"));
  vi.advanceTimersByTime(SLIDE_MS);
  expect(currentDot()).toBe("2");
});

it("stops with its pause button, which then offers to play, and starts again with it", () => {
  const viewport = renderSlider();
  viewport.seen(region(), 1);
  button("Pause the project slideshow").click();
  expect(button("Play the project slideshow")).toHaveAttribute("data-paused");
  // Hovering and leaving does not undo the visitor's pause.
  strip().dispatchEvent(new Event("pointerenter"));
  strip().dispatchEvent(new Event("pointerleave"));
  vi.advanceTimersByTime(3 * SLIDE_MS);
  expect(currentDot()).toBe("1");

  button("Play the project slideshow").click();
  expect(button("Pause the project slideshow")).not.toHaveAttribute("data-paused");
  vi.advanceTimersByTime(SLIDE_MS);
  expect(currentDot()).toBe("2");
});

it("never rotates under reduced motion", () => {
  const viewport = renderSlider({ reducedMotion: true });
  viewport.seen(region(), 1);
  vi.advanceTimersByTime(5 * SLIDE_MS);
  expect(currentDot()).toBe("1");
  expect(scrolledTo).not.toHaveBeenCalled();
});

it("shows the next, the previous and the chosen project, wrapping round at either end", () => {
  renderSlider();
  button("Previous project").click();
  expect(currentDot()).toBe("5");
  expect(scrolledTo).toHaveBeenLastCalledWith({ left: 4 * WIDTH });
  button("Next project").click();
  expect(currentDot()).toBe("1");
  button("Next project").click();
  expect(currentDot()).toBe("2");
  button(/^Show project 4/).click();
  expect(currentDot()).toBe("4");
  expect(scrolledTo).toHaveBeenLastCalledWith({ left: 3 * WIDTH });
});

it("marks the slide a visitor's own scrolling settles on", () => {
  renderSlider();
  strip().scrollLeft = 2 * WIDTH + 30;
  strip().dispatchEvent(new Event("scroll"));
  expect(currentDot()).toBe("1");
  vi.advanceTimersByTime(100);
  expect(currentDot()).toBe("3");
});
