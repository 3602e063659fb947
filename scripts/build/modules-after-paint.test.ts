// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  HELD_MODULE_TYPE,
  START_MODULES_AFTER_PAINT,
  withModulesAtOnce,
} from "../lib/modules-after-paint.ts";

import { withModulesAfterPaint } from "./modules-after-paint.ts";

const IMPORTS = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';
const page = (links: string) =>
  `<html><head><link rel="stylesheet" href="/assets/root.css"/>${links}</head><body><h1>Hi</h1>` +
  `<script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${IMPORTS}</script></body></html>`;
const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>';

describe("withModulesAfterPaint", () => {
  it("drops every module preload and keeps the stylesheet", () => {
    const html = withModulesAfterPaint(page(PRELOADS), "index.html");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("holds the module script, with its text unchanged, and starts it from the script after it", () => {
    const html = withModulesAfterPaint(page(PRELOADS), "index.html");
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      `<script type="${HELD_MODULE_TYPE}">${IMPORTS}</script><script>${START_MODULES_AFTER_PAINT}</script></body>`,
    );
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("can be undone, giving back React Router's module script", () => {
    const held = withModulesAfterPaint(page(PRELOADS), "index.html");
    expect(withModulesAtOnce(held)).toBe(page(""));
  });

  it("leaves a page that runs no module script as it is", () => {
    const plain = "<html><head></head><body><h1>Not found</h1></body></html>";
    expect(withModulesAfterPaint(plain, "404.html")).toBe(plain);
  });

  it("fails the build, naming the step and the file, when a hydrated page has no preloads to drop", () => {
    expect(() => withModulesAfterPaint(page(""), "build/client/about-us/index.html")).toThrow(
      /build step "modules-after-paint" found nothing to change in build\/client\/about-us\/index\.html/,
    );
  });

  it("reads the elements, not their spelling: other attributes or their order change nothing", () => {
    const spelledOtherwise = page(
      '<link href="/assets/entry-1.js" crossorigin="" rel="modulepreload">',
    ).replace('<script type="module" async="">', '<script async nonce="n" type="module">');
    const html = withModulesAfterPaint(spelledOtherwise, "index.html");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(`<script type="${HELD_MODULE_TYPE}">${IMPORTS}</script>`);
  });

  it("fails, naming the file, when the page's imports are not one inline module script", () => {
    const external = page(PRELOADS).replace(
      `<script type="module" async="">${IMPORTS}</script>`,
      '<script type="module" src="/assets/entry.js"></script>',
    );
    expect(() => withModulesAfterPaint(external, "build/client/index.html")).toThrow(
      /in build\/client\/index\.html: expected one inline <script type="module">/,
    );
    const two = page(PRELOADS).replace(
      "</body>",
      '<script type="module">import "/x.js";</script></body>',
    );
    expect(() => withModulesAfterPaint(two, "index.html")).toThrow(/modules-after-paint/);
  });
});
