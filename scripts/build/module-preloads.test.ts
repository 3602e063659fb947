// @vitest-environment node
import { describe, expect, it } from "vitest";

import { withoutModulePreloads } from "./module-preloads";

const head = (links: string) =>
  `<html><head><link rel="stylesheet" href="/assets/root.css"/>${links}</head><body>` +
  `<script type="module" async="">import "/assets/manifest-1.js";</script></body></html>`;

describe("withoutModulePreloads", () => {
  it("drops every module preload and keeps the stylesheet and the module script", () => {
    const html = head(
      '<link rel="modulepreload" href="/assets/entry-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
    );
    const stripped = withoutModulePreloads(html, "index.html");
    expect(stripped).not.toContain("modulepreload");
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(stripped).toContain('<script type="module"');
  });

  it("leaves a page that runs no module script as it is", () => {
    const plain = "<html><head></head><body><h1>Not found</h1></body></html>";
    expect(withoutModulePreloads(plain, "404.html")).toBe(plain);
  });

  it("fails the build, naming the step and the file, when a hydrated page has no preloads to drop", () => {
    expect(() => withoutModulePreloads(head(""), "build/client/about-us/index.html")).toThrow(
      /build step "module-preloads" found nothing to change in build\/client\/about-us\/index\.html/,
    );
  });

  it("fails when React Router writes its preloads in another form", () => {
    const changed = head('<link rel="modulepreload" href="/assets/entry-1.js" crossorigin=""/>');
    expect(() => withoutModulePreloads(changed, "index.html")).toThrow(/module-preloads/);
  });
});
