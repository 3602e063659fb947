// What the sections' unit tests share: a section renders as the build renders it, to static
// markup (no React in the page), and a test that switches the language puts it back.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach } from "vitest";

import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";

/** Call at the top of a test file. */
export function setUpSectionTests(): void {
  const buildLocale = getLocale;
  afterEach(() => overwriteGetLocale(buildLocale));
}

/** Puts `element`'s prerendered HTML in the page, for `screen` to query. */
export function renderStatic(element: ReactElement): void {
  document.body.innerHTML = renderToStaticMarkup(element);
}
