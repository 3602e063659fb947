// @vitest-environment node
import { expect, it } from "vitest";

import {
  BLANK_GIF,
  BLANK_IMAGE_PATH,
  emptyRemoteCss,
  emptyRemoteHtml,
} from "./peer-remote-resources.ts";

it("gives a remote image the local blank and drops its remote srcset", () => {
  const page =
    '<img alt="Hero" src="https://images.example/a.jpg?w=400" ' +
    'srcset="https://images.example/a.jpg?w=400 400w, https://images.example/a.jpg?w=800 800w" ' +
    'sizes="100vw" width="400" height="300">';
  expect(emptyRemoteHtml(page)).toEqual({
    text: `<img alt="Hero" src="${BLANK_IMAGE_PATH}" sizes="100vw" width="400" height="300">`,
    emptied: 2,
  });
});

it("keeps local images, links only named, and remote addresses in text", () => {
  const page = [
    '<img src="/_astro/hero.webp" srcset="/_astro/hero.webp 400w">',
    '<link rel="canonical" href="https://example.com/">',
    '<meta property="og:image" content="https://example.com/a.jpg">',
    '<a href="https://github.com/x">https://github.com/x</a>',
  ].join("");
  expect(emptyRemoteHtml(page)).toEqual({ text: page, emptied: 0 });
});

it("drops remote scripts, stylesheets and preconnects, and blanks a remote frame", () => {
  const page = [
    '<link rel="preconnect" href="https://images.example">',
    '<link rel="stylesheet" href="//cdn.example/a.css">',
    '<script src="https://cdn.example/a.js" defer></script>',
    '<script src="/local.js"></script>',
    '<iframe src="https://video.example/embed/1" title="Video"></iframe>',
  ].join("");
  expect(emptyRemoteHtml(page)).toEqual({
    text: '<script src="/local.js"></script><iframe src="about:blank" title="Video"></iframe>',
    emptied: 4,
  });
});

it("points remote backgrounds at the blank and drops remote imports, in pages and stylesheets", () => {
  const css =
    '@import url("https://fonts.example/a.css");' +
    ".badge{background:url(https://badges.example/stars.svg?style=social)}" +
    ".hero{background:url('/_astro/hero.webp')}";
  const expected = `.badge{background:url(${BLANK_IMAGE_PATH})}.hero{background:url('/_astro/hero.webp')}`;
  expect(emptyRemoteCss(css)).toEqual({ text: expected, emptied: 2 });
  expect(emptyRemoteHtml(`<style>${css}</style>`)).toEqual({
    text: `<style>${expected}</style>`,
    emptied: 2,
  });
});

it("stands in with a 1×1 GIF", () => {
  expect(BLANK_GIF.subarray(0, 6).toString("latin1")).toBe("GIF89a");
  expect([BLANK_GIF.readUInt16LE(6), BLANK_GIF.readUInt16LE(8)]).toEqual([1, 1]);
});
