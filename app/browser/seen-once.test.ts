import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";

import { AboutUsSection } from "#app/components/sections/about-us-section.tsx";

import { start } from "./seen-once.ts";
import { fakeViewport } from "./motion.test-helpers.ts";

afterEach(() => vi.unstubAllGlobals());

const about = () => document.getElementById("aboutus")!;

it("flags the About section once half of it has been seen, and keeps the flag", () => {
  const viewport = fakeViewport();
  document.body.innerHTML = renderToStaticMarkup(createElement(AboutUsSection));
  start();
  expect(about()).not.toHaveAttribute("data-half-seen");
  viewport.seen(about(), 0.49);
  expect(about()).not.toHaveAttribute("data-half-seen");
  viewport.seen(about(), 0.5);
  expect(about()).toHaveAttribute("data-half-seen", "true");
  // Scrolled away again: the flag stays, and nothing watches any more.
  viewport.seen(about(), 0);
  expect(about()).toHaveAttribute("data-half-seen", "true");
  expect(viewport.optionsFor(about())).toEqual([]);
});
