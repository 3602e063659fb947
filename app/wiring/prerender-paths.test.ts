// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, expect, it } from "vitest";

import { ARTICLES_DIR, listArticleSlugs } from "#app/blog/article-files.ts";
import { prerenderPaths } from "./prerender-paths.ts";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it("prerenders every article in every language", () => {
  for (const language of ["en", "mr", "hi"] as const) {
    const paths = prerenderPaths(language);
    for (const slug of listArticleSlugs()) expect(paths).toContain(`/blogs/${slug}`);
  }
});

it("prerenders an article not yet translated (published in English first) in English only", () => {
  dir = mkdtempSync(join(tmpdir(), "prerender-"));
  cpSync(ARTICLES_DIR, dir, { recursive: true });
  unlinkSync(join(dir, "mr", "tech.md"));
  expect(prerenderPaths("en", dir)).toContain("/blogs/tech");
  expect(prerenderPaths("hi", dir)).toContain("/blogs/tech");
  expect(prerenderPaths("mr", dir)).not.toContain("/blogs/tech");
  expect(prerenderPaths("mr", dir)).toContain("/blogs/restaurant");
});
