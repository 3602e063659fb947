import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import type { ArticleContent } from "#app/blog/article-body-types.ts";
import { ArticleBody } from "#app/blog/article-body.tsx";
import { ArticleToc } from "#app/blog/article-toc.tsx";
import { SMOOTH_SCROLL_MS } from "#app/lib/constants.ts";

import { start } from "./article-contents.ts";
import { dropListenersAfterEach } from "./listeners.test-helpers.ts";
import { fakeScrollClocks, fakeSectionLayout } from "./layout.test-helpers.ts";

const titles = ["Google Business Profile", "Reviews", "Photos", "Conclusion"];
const content: ArticleContent = {
  intro: [{ type: "paragraph", children: [{ type: "text", text: "Intro." }] }],
  sections: titles.map((title, index) => ({
    anchor: String(index),
    title,
    blocks: [{ type: "paragraph", children: [{ type: "text", text: `${title}.` }] }],
  })),
  sources: [],
  wordCount: 8,
  readingMinutes: 1,
};
const ids = content.sections.map((section) => section.anchor);

let layout: ReturnType<typeof fakeSectionLayout>;

dropListenersAfterEach();

beforeEach(() => {
  fakeScrollClocks();
  // The article page as the build renders it: contents, then the body.
  document.body.innerHTML = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement(ArticleToc, { sections: content.sections }),
      createElement(ArticleBody, { content, className: "" }),
    ),
  );
  layout = fakeSectionLayout(ids);
});

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const entry = (id: string) => document.querySelector<HTMLAnchorElement>(`nav a[href="#${id}"]`)!;
/** Clicks `link` as a visitor would; true if the browser's own jump was left to happen. */
const click = (link: HTMLAnchorElement) =>
  link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
const marked = () =>
  [...document.querySelectorAll("nav [aria-current]")].map((link) => [
    link.getAttribute("href"),
    link.getAttribute("aria-current"),
  ]);

it("marks no entry above the first section, then the entry of the section being read", () => {
  start();
  vi.advanceTimersToNextFrame();
  expect(marked()).toEqual([]);

  layout.scrollTo(layout.topOf("2") + 200);
  expect(marked()).toEqual([["#2", "location"]]);
  vi.advanceTimersByTime(1000);
  layout.scrollTo(layout.topOf("0"));
  expect(marked()).toEqual([["#0", "location"]]);
  // Reading leaves the address alone.
  expect(window.location.hash).toBe("");
});

it("marks the section already in view when the page starts", () => {
  layout.scrollTo(layout.topOf("1"));
  start();
  vi.advanceTimersToNextFrame();
  expect(marked()).toEqual([["#1", "location"]]);
});

it("glides to a clicked entry's section in SMOOTH_SCROLL_MS, then puts it in the address and focus on it", async () => {
  start();
  // Not the browser's jump: the address changes when the glide ends.
  expect(click(entry("2"))).toBe(false);
  expect(window.location.hash).toBe("");
  await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_MS / 2);
  expect(layout.scrollY()).toBeGreaterThan(0);
  expect(layout.scrollY()).toBeLessThan(layout.topOf("2"));
  await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_MS);
  expect(layout.scrollY()).toBe(layout.topOf("2"));
  expect(window.location.hash).toBe("#2");
  const section = document.getElementById("2")!;
  expect(document.activeElement).toBe(section);
  expect(section).toHaveAttribute("tabindex", "-1");
});

it("jumps to the section when the visitor prefers reduced motion", async () => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)",
  }));
  start();
  expect(click(entry("3"))).toBe(false);
  expect(layout.scrollY()).toBe(layout.topOf("3"));
  await vi.advanceTimersByTimeAsync(100);
  expect(window.location.hash).toBe("#3");
  expect(document.activeElement).toBe(document.getElementById("3"));
});

it("leaves a page without an article's contents alone", () => {
  document.querySelector("nav")!.remove();
  document.body.insertAdjacentHTML("afterbegin", '<a id="elsewhere" href="#2">Photos</a>');
  start();
  expect(click(document.querySelector<HTMLAnchorElement>("#elsewhere")!)).toBe(true);
});
