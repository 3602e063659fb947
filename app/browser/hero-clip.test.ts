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
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("puts the clip in only after the page's load event, muted, looping, inline and unseen", () => {
  renderHero({ loaded: false });
  vi.advanceTimersByTime(5000);
  expect(clip()).toBeNull();
  window.dispatchEvent(new Event("load"));
  expect(clip()).toBeNull();
  vi.advanceTimersByTime(0);
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

it("on a page already loaded, waits 200 ms", () => {
  renderHero();
  vi.advanceTimersByTime(199);
  expect(clip()).toBeNull();
  vi.advanceTimersByTime(1);
  expect(clip()).not.toBeNull();
});

it("fades the clip in and shows its pause button once it plays; the button pauses and plays it", () => {
  renderHero();
  vi.advanceTimersByTime(200);
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
