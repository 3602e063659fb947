import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { RESIZE_DEBOUNCE_MS, SCROLL_SPY_THROTTLE_MS } from "#app/lib/constants.ts";

import { dropListenersAfterEach } from "./listeners.test-helpers.ts";
import { fakeSectionLayout } from "./layout.test-helpers.ts";
import { watchSections } from "./watch-sections.ts";

const ids = ["one", "two", "three"];
let layout: ReturnType<typeof fakeSectionLayout>;
const readings: (string | null)[] = [];

dropListenersAfterEach();

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "Date", "requestAnimationFrame", "cancelAnimationFrame"],
  });
  document.body.innerHTML = ids.map((id) => `<section id="${id}"></section>`).join("");
  layout = fakeSectionLayout(ids);
  readings.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

const watch = () => watchSections(ids, (id) => readings.push(id));

it("reads the section under the bar on the next frame, not before", () => {
  layout.scrollTo(layout.topOf("two"));
  watch();
  expect(readings).toEqual([]);
  vi.advanceTimersToNextFrame();
  expect(readings).toEqual(["two"]);
});

it("says null above the first section, and calls back only when the section changes", () => {
  watch();
  vi.advanceTimersToNextFrame();
  layout.scrollTo(layout.topOf("one"));
  vi.advanceTimersByTime(SCROLL_SPY_THROTTLE_MS);
  layout.scrollTo(layout.topOf("one") + 300);
  vi.advanceTimersByTime(SCROLL_SPY_THROTTLE_MS);
  layout.scrollTo(layout.topOf("three"));
  vi.advanceTimersByTime(SCROLL_SPY_THROTTLE_MS);
  expect(readings).toEqual([null, "one", "three"]);
});

it("reads at most once per SCROLL_SPY_THROTTLE_MS while the page scrolls, and after the last scroll", () => {
  watch();
  vi.advanceTimersToNextFrame();
  layout.scrollTo(layout.topOf("one"));
  expect(readings.at(-1)).toBe("one");
  layout.scrollTo(layout.topOf("two"));
  vi.advanceTimersByTime(SCROLL_SPY_THROTTLE_MS - 1);
  expect(readings.at(-1)).toBe("one");
  vi.advanceTimersByTime(1);
  expect(readings.at(-1)).toBe("two");
});

it("reads again RESIZE_DEBOUNCE_MS after the window stops resizing", () => {
  layout.scrollTo(layout.topOf("two"));
  watch();
  vi.advanceTimersToNextFrame();
  expect(readings).toEqual(["two"]);
  // The window widens: lines get longer, sections shorter, and the third is now under the bar.
  layout.relayout({ height: 500 });
  window.dispatchEvent(new Event("resize"));
  vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS / 2);
  window.dispatchEvent(new Event("resize"));
  vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
  expect(readings).toEqual(["two"]);
  vi.advanceTimersByTime(1);
  expect(readings).toEqual(["two", "three"]);
});
