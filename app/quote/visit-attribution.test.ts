import { afterEach, describe, expect, it, vi } from "vitest";

import { visitFields } from "./visit-attribution.ts";

/** A browser whose pointer is coarse (a finger) or fine (a mouse), on a screen of this size. */
function browserWith(pointer: "coarse" | "fine", width: number, height: number) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes(pointer),
    media: query,
  }));
  Object.defineProperty(screen, "width", { configurable: true, value: width });
  Object.defineProperty(screen, "height", { configurable: true, value: height });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const at = (path: string) => new URL(path, window.location.origin) as unknown as Location;

describe("visitFields", () => {
  it("sends the sender's device class with the quote, told from the pointer and the screen", () => {
    browserWith("coarse", 390, 844);
    expect(visitFields(at("/contact"))).toEqual({ page: "/contact", device: "phone" });
    browserWith("coarse", 820, 1180);
    expect(visitFields(at("/contact")).device).toBe("tablet");
    browserWith("fine", 1440, 900);
    expect(visitFields(at("/contact")).device).toBe("desktop");
  });

  it("tells the device at sending, over anything the visit's storage holds", () => {
    sessionStorage.setItem(
      "marigold:visit",
      JSON.stringify({ landing_page: "/services", device: "desktop", seen_at: String(Date.now()) }),
    );
    browserWith("coarse", 390, 844);
    expect(visitFields(at("/contact"))).toEqual({
      landing_page: "/services",
      page: "/contact",
      device: "phone",
    });
  });

  it("sends the quote without a device from a browser that cannot tell it", () => {
    // jsdom, like an old browser, has no matchMedia.
    expect(typeof window.matchMedia).toBe("undefined");
    expect(visitFields(at("/contact"))).toEqual({ page: "/contact" });
  });
});
