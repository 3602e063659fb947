import { afterEach, describe, expect, it, vi } from "vitest";

import { visitFields } from "#app/quote/visit-attribution.ts";

import { fakeViewport } from "./motion.test-helpers.ts";
import { startWhenShown } from "./when-shown.ts";

/** A document the browser is prerendering, until `show()`: as Chromium tells a page. */
function prerenderedDocument() {
  const doc = document.implementation.createHTMLDocument();
  let prerendering = true;
  Object.defineProperty(doc, "prerendering", { get: () => prerendering });
  const show = () => {
    prerendering = false;
    doc.dispatchEvent(new Event("prerenderingchange"));
  };
  return { doc, show };
}

describe("startWhenShown", () => {
  it("starts a page opened directly at once", () => {
    const start = vi.fn();
    startWhenShown(document.implementation.createHTMLDocument(), start);
    expect(start).toHaveBeenCalledOnce();
  });

  it("starts a prerendered page when it is shown, and once", () => {
    const { doc, show } = prerenderedDocument();
    const start = vi.fn();
    startWhenShown(doc, start);
    expect(start).not.toHaveBeenCalled();
    show();
    doc.dispatchEvent(new Event("prerenderingchange"));
    expect(start).toHaveBeenCalledOnce();
  });
});

describe("the pages' script on a prerendered page", () => {
  afterEach(() => {
    Reflect.deleteProperty(document, "prerendering");
    delete document.documentElement.dataset.hydrated;
    sessionStorage.clear();
  });

  it("remembers no visit and starts nothing until the page is shown", async () => {
    fakeViewport();
    const errors = vi.spyOn(console, "error");
    let prerendering = true;
    Object.defineProperty(document, "prerendering", {
      get: () => prerendering,
      configurable: true,
    });
    window.history.replaceState(null, "", "/blogs/edu?utm_source=newsletter");
    vi.resetModules();
    await import("./page.ts");
    expect(sessionStorage.length).toBe(0);
    expect(document.documentElement).not.toHaveAttribute("data-hydrated");

    prerendering = false;
    document.dispatchEvent(new Event("prerenderingchange"));
    // The behaviours start one task after another (page.ts); the last one marks the page.
    await vi.waitFor(() => expect(document.documentElement).toHaveAttribute("data-hydrated"));
    expect(visitFields()).toMatchObject({
      landing_page: "/blogs/edu?utm_source=newsletter",
      utm_source: "newsletter",
    });
    expect(document.documentElement).toHaveAttribute("data-hydrated");
    expect(errors).not.toHaveBeenCalled();
  });
});
