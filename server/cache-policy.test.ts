// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_STATIC,
  cacheControlFor,
  hasExtension,
} from "./cache-policy.ts";

describe("cacheControlFor", () => {
  it("caches Vite's content-hashed assets for a year", () => {
    expect(cacheControlFor("/assets/entry.client-hb0Phgqz.js")).toBe(CACHE_IMMUTABLE);
    expect(CACHE_IMMUTABLE).toBe("public, max-age=31536000, immutable");
  });

  it("revalidates pages and their navigation data, so a deploy shows at once", () => {
    for (const path of [
      "/",
      "/features",
      "/blogs/law",
      "/x/index.html",
      "/_.data",
      "/blogs.data",
    ]) {
      expect(cacheControlFor(path), path).toBe(CACHE_REVALIDATE);
    }
  });

  it("keeps unhashed files from public/ for a week", () => {
    for (const path of [
      "/images/a.svg",
      "/images/blog/law/hero.svg",
      "/icons/icon-32.png",
      "/media/hero.webm",
    ]) {
      expect(cacheControlFor(path), path).toBe(CACHE_STATIC);
    }
    expect(CACHE_STATIC).toBe("public, max-age=604800");
  });
});

it("tells files from clean page addresses by the last segment's extension", () => {
  expect(hasExtension("/favicon.svg")).toBe(true);
  expect(hasExtension("/blogs/real-estate")).toBe(false);
  expect(hasExtension("/v1.2/page")).toBe(false);
});
