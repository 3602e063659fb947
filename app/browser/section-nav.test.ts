import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { Navbar } from "#app/components/layout/navbar.tsx";
import { SectionLink } from "#app/ui/section-link.tsx";
import { SCROLL_SPY_THROTTLE_MS, SMOOTH_SCROLL_MS } from "#app/lib/constants.ts";

import { start } from "./section-nav.ts";
import { dropListenersAfterEach } from "./listeners.test-helpers.ts";
import { fakeScrollClocks, fakeSectionLayout } from "./layout.test-helpers.ts";

dropListenersAfterEach();

// The landing sections, in page order, as the navigation names them.
const ids = ["features", "features2", "testimonials", "blogs", "aboutus", "contact"];
let layout: ReturnType<typeof fakeSectionLayout>;
/** Whether each click that reached the window had been taken over by the page. */
const clicksTakenOver: boolean[] = [];

/** The page at `path`: the bar, then the landing sections, the last with a "Get a quote" link. */
function renderPage(path: string) {
  const page = createElement(
    Fragment,
    null,
    createElement(Navbar),
    createElement(
      "main",
      null,
      ids.map((id) => createElement("section", { id, key: id })),
      createElement(SectionLink, { sectionId: "contact" }, "Get a quote"),
    ),
  );
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: [path] });
  document.body.innerHTML = renderToStaticMarkup(createElement(RouterProvider, { router }));
  window.history.replaceState(null, "", path);
  layout = fakeSectionLayout(ids);
  start();
}

beforeEach(() => {
  fakeScrollClocks();
  // Last to hear a click: notes whether the page took it over, and keeps jsdom from following it.
  window.addEventListener("click", (event) => {
    clicksTakenOver.push(event.defaultPrevented);
    event.preventDefault();
  });
});

afterEach(() => {
  clicksTakenOver.length = 0;
  delete document.documentElement.dataset.fullLayout;
  vi.useRealTimers();
});

/** The words of every link marked as the section being read. */
const currentLinks = () =>
  [...document.querySelectorAll('[aria-current="location"]')].map((link) => link.textContent);
const scrollInto = (id: string) => {
  layout.scrollTo(layout.topOf(id) + 40);
  vi.advanceTimersByTime(SCROLL_SPY_THROTTLE_MS);
};
const sectionLink = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLAnchorElement>("a[href*='#']")].find(
    (link) => link.textContent === name,
  )!;
const click = (link: Element, init: MouseEventInit = {}) =>
  link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));

it("on the home page, marks every navigation link to the section being read, and the address follows", () => {
  renderPage("/");
  vi.advanceTimersToNextFrame();
  expect(currentLinks()).toEqual([]);
  expect(window.location.hash).toBe("");

  scrollInto("features2");
  // The bar's entry and the phone menu's.
  expect(currentLinks()).toEqual(["Other services", "Other services"]);
  expect(window.location.hash).toBe("#features2");

  scrollInto("contact");
  // The bar's Contact button and the phone menu's entry; never a link in the page itself.
  expect(currentLinks()).toEqual(["Contact", "Contact"]);
  expect(window.location.hash).toBe("#contact");

  layout.scrollTo(0);
  vi.advanceTimersByTime(SCROLL_SPY_THROTTLE_MS);
  expect(currentLinks()).toEqual([]);
  expect(window.location.href).toBe(`${window.location.origin}/`);
});

it("takes the section the address names, on the first frame, as the page opens there", () => {
  renderPage("/#blogs");
  // Where the browser's own jump put the page, before the page's script runs: no scroll event.
  window.scrollTo({ top: layout.topOf("blogs") });
  expect(currentLinks()).toEqual([]);
  vi.advanceTimersToNextFrame();
  expect(currentLinks()).toEqual(["Blogs", "Blogs"]);
  expect(window.location.hash).toBe("#blogs");
});

it("glides to the section on a plain click, then puts it in the address and focuses it", async () => {
  renderPage("/");
  click(sectionLink("Get a quote"));
  expect(clicksTakenOver).toEqual([true]);

  await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_MS / 2);
  expect(layout.scrollY()).toBeGreaterThan(0);
  expect(layout.scrollY()).toBeLessThan(layout.topOf("contact"));
  await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_MS);
  expect(layout.scrollY()).toBe(layout.topOf("contact"));
  expect(window.location.hash).toBe("#contact");
  expect(document.activeElement).toBe(document.getElementById("contact"));
});

it("leaves a click with a modifier key or another button to the browser (a new tab, a window)", () => {
  renderPage("/");
  const link = sectionLink("Blogs", document.querySelector("header")!);
  for (const init of [
    { ctrlKey: true },
    { metaKey: true },
    { shiftKey: true },
    { altKey: true },
    { button: 1 },
  ]) {
    click(link, init);
  }
  expect(clicksTakenOver).toEqual([false, false, false, false, false]);
});

it("on any other page, marks nothing and leaves section links to load the home page", () => {
  renderPage("/services");
  vi.advanceTimersToNextFrame();
  scrollInto("testimonials");
  expect(currentLinks()).toEqual([]);
  expect(window.location.hash).toBe("");

  const link = sectionLink("Testimonials", document.querySelector("header")!);
  expect(link.getAttribute("href")).toBe("/#testimonials");
  click(link);
  expect(clicksTakenOver).toEqual([false]);
});
