import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, it } from "vitest";

import { listArticleSlugs } from "./article-files.ts";

function folderWith(...files: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "articles-"));
  mkdirSync(dir, { recursive: true });
  for (const file of files) writeFileSync(join(dir, file), "");
  return dir;
}

it("derives the slugs from the Markdown file names, ignoring other files", () => {
  expect(listArticleSlugs(folderWith("tech.md", "real-estate.md", "notes.txt"))).toEqual([
    "real-estate",
    "tech",
  ]);
});

it("fails with the file's path when a name is not a slug", () => {
  const dir = folderWith("Real Estate.md");
  expect(() => listArticleSlugs(dir)).toThrow(
    `${join(dir, "Real Estate.md")}: file name must be a slug`,
  );
});
