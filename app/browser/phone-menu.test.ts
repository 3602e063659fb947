import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { MobileMenu } from "#app/components/layout/mobile-menu.tsx";

import { start } from "./phone-menu.ts";
import { dropListenersAfterEach } from "./listeners.test-helpers.ts";

dropListenersAfterEach();

const widthChanges: (() => void)[] = [];
let wide = false;

beforeEach(() => {
  // jsdom has no matchMedia: the width query the menu listens to, matching while `wide`.
  wide = false;
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return wide;
    },
    addEventListener: (_type: string, listener: () => void) => widthChanges.push(listener),
  })) as unknown as typeof window.matchMedia;

  const router = createMemoryRouter([{ path: "*", element: createElement(MobileMenu) }]);
  document.body.innerHTML = `${renderToStaticMarkup(createElement(RouterProvider, { router }))}<main><p>The page</p></main>`;
  start();
});

afterEach(() => {
  widthChanges.length = 0;
  document.documentElement.removeAttribute("style");
});

const button = () => document.querySelector<HTMLButtonElement>("button[aria-label='Menu']")!;
const panel = () => document.getElementById(button().getAttribute("aria-controls")!)!;
const overlay = () => document.querySelector<HTMLElement>("[data-menu-overlay]")!;
const link = (name: string) =>
  [...panel().querySelectorAll("a")].find((a) => a.textContent === name)!;
const isOpen = () => button().getAttribute("aria-expanded") === "true";
const pageLocked = () => document.documentElement.style.overflow === "hidden";
const press = (key: string, shiftKey = false) => {
  const event = new KeyboardEvent("keydown", { key, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};
const touchMove = (target: Element, fromY: number, toY: number) => {
  const touch = (clientY: number) => ({ clientY }) as Touch;
  target.dispatchEvent(new TouchEvent("touchstart", { touches: [touch(fromY)], bubbles: true }));
  const move = new TouchEvent("touchmove", {
    touches: [touch(toY)],
    bubbles: true,
    cancelable: true,
  });
  target.dispatchEvent(move);
  return move.defaultPrevented;
};

it("is rendered closed: the panel and the dimmed overlay hidden", () => {
  expect(isOpen()).toBe(false);
  expect(panel().hidden).toBe(true);
  expect(overlay().hidden).toBe(true);
});

it("opens on a click, dims and locks the page, and moves focus to the first link", () => {
  button().click();
  expect(isOpen()).toBe(true);
  expect(panel().hidden).toBe(false);
  expect(overlay().hidden).toBe(false);
  expect(document.documentElement.hasAttribute("data-menu-open")).toBe(true);
  expect(pageLocked()).toBe(true);
  expect(document.activeElement).toBe(link("What we offer"));

  button().click();
  expect(isOpen()).toBe(false);
  expect(panel().hidden).toBe(true);
  expect(overlay().hidden).toBe(true);
  expect(document.documentElement.hasAttribute("data-menu-open")).toBe(false);
  expect(pageLocked()).toBe(false);
});

it("pads the page by the scrollbar's width while locked, and restores it", () => {
  vi.spyOn(window, "innerWidth", "get").mockReturnValue(1000);
  vi.spyOn(document.documentElement, "clientWidth", "get").mockReturnValue(985);
  document.documentElement.style.paddingRight = "1px";
  button().click();
  expect(document.documentElement.style.paddingRight).toBe("15px");
  button().click();
  expect(document.documentElement.style.paddingRight).toBe("1px");
});

it("closes on Escape and gives focus back to the button", () => {
  button().click();
  press("Escape");
  expect(isOpen()).toBe(false);
  expect(pageLocked()).toBe(false);
  expect(document.activeElement).toBe(button());
});

it("closes on a click outside, focus back on the button; a click inside the panel keeps it", () => {
  button().click();
  panel().querySelector("ul")!.click();
  expect(isOpen()).toBe(true);
  document.querySelector("main p")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  expect(isOpen()).toBe(false);
  expect(pageLocked()).toBe(false);
  expect(document.activeElement).toBe(button());
});

it("keeps Tab and Shift+Tab between the button and the panel's links", () => {
  button().click();
  const last = link("मराठी");
  last.focus();
  expect(press("Tab").defaultPrevented).toBe(true);
  expect(document.activeElement).toBe(button());
  expect(press("Tab", true).defaultPrevented).toBe(true);
  expect(document.activeElement).toBe(last);
  // In between, the browser moves focus itself.
  link("Blogs").focus();
  expect(press("Tab").defaultPrevented).toBe(false);
  expect(press("Tab", true).defaultPrevented).toBe(false);
});

it("leaves Tab and Escape alone while closed", () => {
  button().focus();
  expect(press("Tab", true).defaultPrevented).toBe(false);
  press("Escape");
  expect(isOpen()).toBe(false);
});

it("closes when a section is picked, leaving focus to the move there", () => {
  // The move to the section is another behaviour's (section-nav.ts): here the link goes nowhere.
  window.addEventListener("click", (event) => event.preventDefault());
  button().click();
  link("Blogs").click();
  expect(isOpen()).toBe(false);
  expect(pageLocked()).toBe(false);
  expect(document.activeElement).not.toBe(button());
});

it("closes when the window widens past the breakpoint, not when it narrows", () => {
  button().click();
  for (const change of widthChanges) change();
  expect(isOpen()).toBe(true);
  wide = true;
  for (const change of widthChanges) change();
  expect(isOpen()).toBe(false);
  expect(pageLocked()).toBe(false);
});

it("cancels touch moves over 3 px outside the panel while open, and only then", () => {
  const page = document.querySelector("main p")!;
  expect(touchMove(page, 500, 420)).toBe(false);
  button().click();
  expect(touchMove(page, 500, 498)).toBe(false);
  expect(touchMove(page, 500, 496)).toBe(true);
  expect(touchMove(link("Blogs"), 500, 420)).toBe(false);
  button().click();
  expect(touchMove(page, 500, 420)).toBe(false);
});

it("does nothing on a page without the menu", () => {
  document.body.innerHTML = "<main></main>";
  expect(() => start()).not.toThrow();
});
