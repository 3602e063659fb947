import { describe, expect, it } from "vitest";

import { textTypeFor } from "./text-types.ts";

describe("textTypeFor", () => {
  it("names UTF-8 for the build's scripts, styles and text files", () => {
    expect(textTypeFor("/assets/page-Ab12.js")).toBe("text/javascript; charset=utf-8");
    expect(textTypeFor("/assets/root-Cd34.css")).toBe("text/css; charset=utf-8");
    expect(textTypeFor("/robots.txt")).toBe("text/plain; charset=utf-8");
    expect(textTypeFor("/sitemap.xml")).toBe("text/xml; charset=utf-8");
    expect(textTypeFor("/favicon.svg")).toBe("image/svg+xml; charset=utf-8");
  });

  it("leaves images, fonts and pages to sirv", () => {
    for (const path of ["/images/hero.webp", "/fonts/inter.woff2", "/about-us", "/index.html"]) {
      expect(textTypeFor(path), path).toBeUndefined();
    }
  });
});
