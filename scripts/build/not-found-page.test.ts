// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { moveNotFoundPage } from "./not-found-page.ts";

function clientDirWith(notFoundHtml?: string) {
  const dir = mkdtempSync(join(tmpdir(), "client-"));
  writeFileSync(join(dir, "__spa-fallback.html"), "<html></html>");
  if (notFoundHtml !== undefined) {
    mkdirSync(join(dir, "404"));
    writeFileSync(join(dir, "404", "index.html"), notFoundHtml);
  }
  return dir;
}

describe("moveNotFoundPage", () => {
  it("puts the prerendered 404 page at 404.html, where hosts look, and drops the SPA fallback", () => {
    const dir = clientDirWith("<h1>This page could not be found</h1>");
    moveNotFoundPage(dir);
    expect(readFileSync(join(dir, "404.html"), "utf8")).toContain("could not be found");
    expect(existsSync(join(dir, "404"))).toBe(false);
    expect(existsSync(join(dir, "__spa-fallback.html"))).toBe(false);
  });

  it("fails the build when the 404 route was not prerendered", () => {
    expect(() => moveNotFoundPage(clientDirWith())).toThrow(/build step "not-found-page"/);
  });

  it("fails the build when the 404 page would run React Router's runtime", () => {
    const dir = clientDirWith('<h1>Gone</h1><script type="module">import "/a.js"</script>');
    expect(() => moveNotFoundPage(dir)).toThrow(/runs an inline module script/);
  });

  it("keeps a 404 page that loads only the pages' behaviours from a file", () => {
    const dir = clientDirWith(
      '<h1>Gone</h1><script type="module" src="/assets/page-1.js"></script>',
    );
    moveNotFoundPage(dir);
    expect(readFileSync(join(dir, "404.html"), "utf8")).toContain("page-1.js");
  });
});
