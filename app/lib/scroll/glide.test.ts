import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { SMOOTH_SCROLL_MS } from "#app/lib/constants.ts";

import { glideTo } from "./glide.ts";

// The page's scroll position, moved only by window.scrollTo (jsdom does not scroll).
let scrollY = 0;
const moves: { at: number; top: number }[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
  scrollY = 0;
  moves.length = 0;
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
  vi.spyOn(window, "innerHeight", "get").mockReturnValue(800);
  vi.spyOn(document.documentElement, "scrollHeight", "get").mockReturnValue(10_000);
  vi.spyOn(window, "scrollTo").mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? scrollY;
    moves.push({ at: performance.now(), top: scrollY });
  }) as typeof window.scrollTo);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it("glides to the target in SMOOTH_SCROLL_MS, through positions in between, easing in and out", async () => {
  const arrived = glideTo(2000);
  await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_MS + 100);
  await arrived;

  const end = moves.find(({ top }) => top === 2000)!;
  expect(end.at).toBeGreaterThanOrEqual(SMOOTH_SCROLL_MS);
  expect(end.at).toBeLessThanOrEqual(SMOOTH_SCROLL_MS + 20);
  const between = moves.filter(({ top }) => top > 0 && top < 2000);
  expect(between.length).toBeGreaterThan(10);
  // Slow at both ends, fast in the middle: the first fifth of the time covers little ground.
  const early = between.filter(({ at }) => at <= SMOOTH_SCROLL_MS / 5).at(-1)!;
  expect(early.top).toBeLessThan(2000 * 0.05);
  const middle = between.find(({ at }) => at >= SMOOTH_SCROLL_MS / 2)!;
  expect(middle.top).toBeGreaterThan(2000 * 0.4);
  expect(middle.top).toBeLessThan(2000 * 0.6);
});

it("follows a target that moves while it glides, and lands on it", async () => {
  let target = 2000;
  const arrived = glideTo(() => target);
  await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_MS / 2);
  target = 2600; // a section on the way rendered and grew
  await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_MS);
  await arrived;
  expect(scrollY).toBe(2600);
});
