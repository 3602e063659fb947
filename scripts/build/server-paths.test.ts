// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { serverPaths } from "#app/pages/all-pages.ts";

import { assertNoServerPaths } from "./server-paths.ts";

describe("assertNoServerPaths", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("passes a build whose client folder has no server-only address", () => {
    dir = mkdtempSync(join(tmpdir(), "client-"));
    writeFileSync(join(dir, "index.html"), "<h1>Home</h1>");
    expect(() => assertNoServerPaths(dir, serverPaths)).not.toThrow();
  });

  it("fails, naming the file, when a server route was prerendered", () => {
    dir = mkdtempSync(join(tmpdir(), "client-"));
    mkdirSync(join(dir, "api", "leads"), { recursive: true });
    writeFileSync(join(dir, "api", "leads", "index.html"), "leaked");
    expect(() => assertNoServerPaths(dir, serverPaths)).toThrow(
      /server-only addresses were written as static files: api\/leads in/,
    );
  });
});
