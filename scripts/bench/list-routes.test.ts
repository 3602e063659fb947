// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, it } from "vitest";

import { listRoutes } from "./list-routes.ts";

function clientDirWith(pages: string[]) {
  const root = mkdtempSync(join(tmpdir(), "client-"));
  for (const page of pages) {
    mkdirSync(join(root, page), { recursive: true });
    writeFileSync(join(root, page, "index.html"), "<h1>Page</h1>");
  }
  return root;
}

it("lists every prerendered page, home first, skipping asset folders", () => {
  const root = clientDirWith(["", "features", "blogs/law", "allblogs", "assets/x", "images/y"]);
  expect(listRoutes(root)).toEqual(["/", "/allblogs", "/blogs/law", "/features"]);
});

it("says to build first when there is no build", () => {
  const root = mkdtempSync(join(tmpdir(), "empty-"));
  expect(() => listRoutes(root)).toThrow(`No build in ${root}: run npm run build first.`);
});
