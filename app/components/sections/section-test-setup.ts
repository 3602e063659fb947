// What the sections' unit tests share: jsdom has no IntersectionObserver (a section is then
// never seen, which changes nothing shown), and a test that switches the language puts it back.
import { afterEach, beforeEach, vi } from "vitest";

import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";

class UnseenObserver {
  observe() {}
  disconnect() {}
}

/** Call at the top of a test file. */
export function setUpSectionTests(): void {
  const buildLocale = getLocale;
  afterEach(() => overwriteGetLocale(buildLocale));
  beforeEach(() => vi.stubGlobal("IntersectionObserver", UnseenObserver));
  afterEach(() => vi.unstubAllGlobals());
}
