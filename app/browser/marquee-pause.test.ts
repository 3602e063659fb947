import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, it } from "vitest";

import { GalleryStrip } from "#app/components/sections/gallery-strip.tsx";
import { QuoteBannerSection } from "#app/components/sections/quote-banner-section.tsx";
import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";

import { start } from "./marquee-pause.ts";

const buildLocale = getLocale;
afterEach(() => overwriteGetLocale(buildLocale));

const button = (name: string) => document.querySelector<HTMLElement>(`[aria-label="${name}"]`);
const render = (...parts: FunctionComponent[]) => {
  document.body.innerHTML = parts.map((part) => renderToStaticMarkup(createElement(part))).join("");
  start();
};

/**
 * Whether the CSS stops `moving`: a `group-has-data-paused/<name>:` variant on it names the group
 * around it, which must hold a paused button (jsdom runs no Tailwind, so the variant is read).
 */
function stoppedByCss(moving: Element): boolean {
  const group = moving.className.match(
    /group-has-data-paused\/(\S+?):\[animation-play-state:paused\]/,
  )?.[1];
  const holder = group && moving.closest(`.group\\/${group}`);
  return Boolean(holder && holder.querySelector("button[data-paused]"));
}

it("pauses and plays each marquee by its own button, which names what it does next", () => {
  render(GalleryStrip, TestimonialsSection);
  const [gallery, testimonials] = document.querySelectorAll("[data-testid=marquee-track]");

  button("Pause the testimonials")!.click();
  expect(button("Play the testimonials")).not.toBeNull();
  expect(button("Pause the testimonials")).toBeNull();
  expect(stoppedByCss(testimonials!)).toBe(true);
  expect(stoppedByCss(gallery!)).toBe(false);

  button("Play the testimonials")!.click();
  expect(button("Pause the testimonials")).not.toBeNull();
  expect(stoppedByCss(testimonials!)).toBe(false);
});

it("pauses the quote banner's floating circles", () => {
  render(QuoteBannerSection);
  const circles = [...document.querySelectorAll("[data-testid=floating-circle]")];
  expect(circles).toHaveLength(5);
  expect(circles.some(stoppedByCss)).toBe(false);
  button("Pause the floating circles")!.click();
  expect(circles.every(stoppedByCss)).toBe(true);
  expect(button("Play the floating circles")).not.toBeNull();
});

it("takes its words from the page, so a Hindi page's button speaks Hindi", () => {
  overwriteGetLocale(() => "hi");
  render(TestimonialsSection);
  const pause = document.querySelector<HTMLElement>("[data-pause-animation]")!;
  const [before, after] = [pause.dataset.labelPause, pause.dataset.labelPlay];
  expect(pause.getAttribute("aria-label")).toBe(before);
  pause.click();
  expect(pause.getAttribute("aria-label")).toBe(after);
  expect(after).not.toMatch(/Play|Pause/);
});
