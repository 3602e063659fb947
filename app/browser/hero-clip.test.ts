import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { HeroVideo } from "#app/components/sections/hero-video.tsx";

import { start } from "./hero-clip.ts";
import { fakeViewport } from "./motion.test-helpers.ts";

const clip = () => document.querySelector<HTMLVideoElement>("[data-testid=hero-video]");
const pauseButton = () => document.querySelector<HTMLElement>("[data-label-pause]")!;

function renderHero({ loaded = true, saveData = false, reducedMotion = false } = {}) {
  fakeViewport({ reducedMotion });
  vi.spyOn(document, "readyState", "get").mockReturnValue(loaded ? "complete" : "interactive");
  vi.stubGlobal("navigator", { ...navigator, connection: { saveData } });
  document.body.innerHTML = renderToStaticMarkup(createElement(HeroVideo));
  start();
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom plays no media.
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
});
afterEach(() => {
  Reflect.deleteProperty(document, "getAnimations");
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("puts the clip in only after the page's load event, muted, looping, inline and unseen", async () => {
  renderHero({ loaded: false });
  await vi.advanceTimersByTimeAsync(5000);
  expect(clip()).toBeNull();
  window.dispatchEvent(new Event("load"));
  expect(clip()).toBeNull();
  await vi.advanceTimersByTimeAsync(0);
  const video = clip()!;
  expect(video).not.toBeNull();
  expect([video.muted, video.loop, video.autoplay, video.playsInline]).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect(video).toHaveAttribute("aria-hidden", "true");
  expect([...video.querySelectorAll("source")].map((source) => source.getAttribute("src"))).toEqual(
    ["/media/hero.webm", "/media/hero.mp4"],
  );
  // Over the poster, transparent until it plays.
  expect(video.previousElementSibling?.tagName).toBe("PICTURE");
  expect(video).toHaveClass("opacity-0");
});

it("on a page already loaded, waits 200 ms", async () => {
  renderHero();
  await vi.advanceTimersByTimeAsync(199);
  expect(clip()).toBeNull();
  await vi.advanceTimersByTimeAsync(1);
  expect(clip()).not.toBeNull();
});

/** What document.getAnimations() gives (jsdom has none). */
function animationsOnPage(animations: unknown[]) {
  Object.defineProperty(document, "getAnimations", {
    configurable: true,
    value: () => animations,
  });
}

/** An animation of the page, as document.getAnimations() gives it, that ends when told to. */
function fakeAnimation(endTime: number) {
  let end = () => {};
  const finished = new Promise<void>((resolve) => (end = resolve));
  return { animation: { effect: { getComputedTiming: () => ({ endTime }) }, finished }, end };
}

it("waits for the page's first animations to end and for an idle moment, never for an endless one", async () => {
  const fade = fakeAnimation(1300);
  const marquee = fakeAnimation(Number.POSITIVE_INFINITY);
  animationsOnPage([fade.animation, marquee.animation]);
  let idle = () => {};
  vi.stubGlobal("requestIdleCallback", (run: () => void) => (idle = run));
  renderHero();
  await vi.advanceTimersByTimeAsync(1000);
  expect(clip()).toBeNull();
  fade.end();
  await vi.advanceTimersByTimeAsync(0);
  expect(clip()).toBeNull();
  idle();
  await vi.advanceTimersByTimeAsync(0);
  expect(clip()).not.toBeNull();
});

it("waits 3 s at most for the page to settle", async () => {
  animationsOnPage([fakeAnimation(1300).animation]);
  renderHero();
  await vi.advanceTimersByTimeAsync(200 + 2999);
  expect(clip()).toBeNull();
  await vi.advanceTimersByTimeAsync(1);
  expect(clip()).not.toBeNull();
});

it("fades the clip in and shows its pause button once it plays; the button pauses and plays it", async () => {
  renderHero();
  await vi.advanceTimersByTimeAsync(200);
  const video = clip()!;
  expect(pauseButton()).not.toBeVisible();
  video.dispatchEvent(new Event("playing"));
  expect(video).toHaveClass("opacity-100");
  expect(video).not.toHaveClass("opacity-0");
  expect(pauseButton()).toBeVisible();
  expect(pauseButton()).toHaveAccessibleName("Pause the background video");

  pauseButton().click();
  expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
  expect(pauseButton()).toHaveAccessibleName("Play the background video");
  pauseButton().click();
  expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
  expect(pauseButton()).toHaveAccessibleName("Pause the background video");
});

it.each([
  ["Save-Data", { saveData: true }],
  ["reduced motion", { reducedMotion: true }],
])("never puts the clip in under %s: the poster stays", (_, options) => {
  renderHero(options);
  vi.advanceTimersByTime(5000);
  window.dispatchEvent(new Event("load"));
  vi.advanceTimersByTime(5000);
  expect(clip()).toBeNull();
  expect(document.querySelector("picture img")).not.toBeNull();
  expect(pauseButton()).not.toBeVisible();
});
