import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it } from "vitest";

import { LanguageSwitcher } from "#app/components/layout/language-switcher.tsx";

import { start } from "./language-switch.ts";
import { dropListenersAfterEach } from "./listeners.test-helpers.ts";

dropListenersAfterEach();

/** Where each click on a link would have taken the visitor. */
const destinations: string[] = [];

beforeEach(() => {
  const router = createMemoryRouter([{ path: "*", element: createElement(LanguageSwitcher) }], {
    initialEntries: ["/services/"],
  });
  document.body.innerHTML = renderToStaticMarkup(createElement(RouterProvider, { router }));
  start();
});

afterEach(() => {
  destinations.length = 0;
});

/** Clicks the link to `language`, reading where it leads then and there (jsdom goes nowhere). */
function switchTo(name: string) {
  const link = [...document.querySelectorAll("a")].find((a) => a.textContent === name)!;
  const readDestination = (event: Event) => {
    event.preventDefault();
    destinations.push(link.pathname + link.hash);
  };
  window.addEventListener("click", readDestination, { once: true });
  link.click();
}

it("takes the section in the address along to the other language", () => {
  window.history.replaceState(null, "", "/services#prices");
  switchTo("मराठी");
  window.history.replaceState(null, "", "/services#faq");
  switchTo("हिन्दी");
  expect(destinations).toEqual(["/mr/services#prices", "/hi/services#faq"]);
});

it("leads to the same page when the address names no section", () => {
  window.history.replaceState(null, "", "/services");
  switchTo("मराठी");
  expect(destinations).toEqual(["/mr/services"]);
});
