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

  it("fails when React Router writes its preloads or its module script in another form", () => {
    const otherPreload = page(
      '<link rel="modulepreload" href="/assets/entry-1.js" crossorigin=""/>',
    );
    expect(() => withModulesAfterPaint(otherPreload, "index.html")).toThrow(/modules-after-paint/);
    const otherScript = page(PRELOADS).replace('async=""', 'async="" nonce="n"');
    expect(() => withModulesAfterPaint(otherScript, "index.html")).toThrow(
      /expected <script type="module" async="">/,
    );
  });
});
